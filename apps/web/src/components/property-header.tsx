import type { TPropertyDocument } from '@hearth/domain/properties';
import { Box, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { ErrorAlert } from './error-alert';
import { isApiError } from '../lib/api-client';

/** The header's failure (docs/product/properties.md#messages): titled '{code} Could not load property', with the message. */
export const PropertyHeaderError = ({ error }: { error: unknown }) => {
  const code = isApiError(error) ? error.errorCode : 'UNKNOWN';
  const message = isApiError(error) ? error.errorMessage : error instanceof Error ? error.message : '';
  return <ErrorAlert title={`${code} Could not load property`}>{message}</ErrorAlert>;
};

/** Property header (docs/product/properties.md#screens): first photo, name, full address. */
export const PropertyHeader = ({
  property,
  mobile,
}: {
  property: TPropertyDocument['data'] | undefined;
  mobile: boolean;
}) => {
  const photoSize = mobile ? { w: 72, h: 56 } : { w: 112, h: 80 };
  // Loading and loaded take the same height (a two-line name and one line of address on phones), so the calendar
  // below does not jump when the property arrives.
  const height = mobile ? 84 : 80;
  if (!property) {
    return (
      <Group gap="md" wrap="nowrap" h={height} role="status" aria-busy="true" aria-label="Loading the property">
        <Skeleton {...photoSize} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={26} width="50%" />
          <Skeleton height={16} width="70%" />
        </Stack>
      </Group>
    );
  }
  const a = property.attributes;
  const photo = a.photos[0]?.url ?? a.primaryPhoto;
  return (
    <Group gap="md" wrap="nowrap" align="center" mih={height}>
      <Box {...photoSize} style={{ flex: 'none' }}>
        {photo ? (
          <Image src={photo} alt={`Photo of ${a.name}`} {...photoSize} fit="cover" radius="md" />
        ) : (
          <Box
            {...photoSize}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
            aria-hidden
          >
            <IconPhoto size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
          </Box>
        )}
      </Box>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size={mobile ? 'h3' : 'h2'} lineClamp={2}>
          {a.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={mobile ? 1 : undefined}>
          {a.address.full}
        </Text>
      </Stack>
    </Group>
  );
};
