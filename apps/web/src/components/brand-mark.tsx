import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';

type BrandMarkProps = { productName: string; logoUrl?: string | null; pro?: boolean };

/** The product name with its mark; a Pro licensee's logo and '{product} Pro' when branded. */
export const BrandMark = ({ productName, logoUrl, pro = false }: BrandMarkProps) => (
  // A long trading name (up to 100 characters) ends in '…' rather than pushing the user menu off a phone's header.
  <Group gap="xs" wrap="nowrap" miw={0}>
    {logoUrl ? (
      <Image src={logoUrl} alt="" h={28} w="auto" maw={96} fit="contain" radius="sm" />
    ) : (
      <ThemeIcon size={28} radius="md" aria-hidden>
        <IconHome2 size={18} />
      </ThemeIcon>
    )}
    <Text fw={700} size="md" truncate="end">
      {pro ? `${productName} Pro` : productName}
    </Text>
  </Group>
);
