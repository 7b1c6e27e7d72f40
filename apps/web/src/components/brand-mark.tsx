import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';

type BrandMarkProps = { productName: string; logoUrl?: string | null; pro?: boolean };

/** The product name with its mark; a Pro licensee's logo and '{product} Pro' when branded. */
export const BrandMark = ({ productName, logoUrl, pro = false }: BrandMarkProps) => (
  <Group gap="xs" wrap="nowrap">
    {logoUrl ? (
      <Image src={logoUrl} alt="" h={28} w="auto" maw={96} fit="contain" radius="sm" />
    ) : (
      <ThemeIcon size={28} radius="md" aria-hidden>
        <IconHome2 size={18} />
      </ThemeIcon>
    )}
    <Text fw={700} size="md" style={{ whiteSpace: 'nowrap' }}>
      {pro ? `${productName} Pro` : productName}
    </Text>
  </Group>
);
