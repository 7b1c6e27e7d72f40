import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { useProperty } from '../../../api/properties/get-property';

/** The property the event belongs to: its name and full address, or the header's error (docs/product/events.md#messages). */
export const PropertyLine = ({ propertyId }: { propertyId: string }) => {
  const { data, error, isPending } = useProperty(propertyId);
  if (isPending) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label="Loading the property">
        <Skeleton height={18} width="45%" radius="sm" />
        <Skeleton height={14} width="65%" radius="sm" />
      </Stack>
    );
  }
  if (error) {
    const code = isApiError(error) ? error.errorCode : 'UNKNOWN';
    return <ErrorAlert title={`${code} Could not load property`}>{error.message}</ErrorAlert>;
  }
  const { name, address } = data.data.attributes;
  return (
    <Stack gap={2}>
      <Text fw={600}>{name}</Text>
      <Text size="sm" c="dimmed">
        {address.full}
      </Text>
    </Stack>
  );
};
