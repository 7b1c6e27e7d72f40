import { DISTANCE_MESSAGES, KEY_MESSAGES } from '@hearth/domain/keys';
import { Button, Group, Loader, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import * as z from 'zod/mini';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { PropertyHeader, PropertyHeaderError } from '../../../components/property-header';
import { PropertyTabs } from '../../../components/property-tabs';
import { isApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useCan } from '../../../lib/use-can';
import { useProperty } from '../../../api/properties/get-property';
import { usePropertyKeys } from '../../../api/keys/get-property-keys';
import { KeyCard } from './key-card';

// The assign form's pickers load when it opens, not with the tab.
const AssignKeyForm = lazy(() => import('./assign-key-form').then((module) => ({ default: module.AssignKeyForm })));

const ListSkeleton = () => (
  <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the keys">
    {Array.from({ length: 2 }, (_, index) => (
      <Skeleton key={index} height={120} radius="md" />
    ))}
  </Stack>
);

const PropertyKeys = ({ propertyId }: { propertyId: string }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { productName } = usePublicConfig();
  const property = useProperty(propertyId);
  const keys = usePropertyKeys(propertyId);
  const canManage = useCan('key:manage');
  const [assigning, setAssigning] = useState(false);
  const attributes = property.data?.data.attributes;
  useDocumentTitle(attributes ? `${attributes.name} keys` : 'Keys');
  const timeZone = attributes?.timezone ?? DEFAULT_TIME_ZONE;
  const items = keys.data?.data ?? [];

  return (
    <Stack gap="md">
      {property.isError ? (
        <PropertyHeaderError error={property.error} />
      ) : (
        <PropertyHeader property={property.data?.data} mobile={mobile} />
      )}
      <PropertyTabs propertyId={propertyId} active="keys" />

      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Keys
        </Title>
        {canManage ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssigning(true)}>
            Assign a key
          </Button>
        ) : null}
      </Group>

      {keys.isPending ? <ListSkeleton /> : null}
      {keys.error && !isNotFound(keys.error) ? (
        <ErrorAlert title="Could not load keys">
          {isApiError(keys.error) ? `${keys.error.errorCode} ${keys.error.errorMessage}` : 'Something went wrong.'}
        </ErrorAlert>
      ) : null}
      {keys.isSuccess && items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {KEY_MESSAGES.noItems}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Keys of this property">
          {items.map((item) => (
            <KeyCard
              key={item.id}
              propertyId={propertyId}
              item={item}
              productName={productName}
              timeZone={timeZone}
              canManage={canManage}
            />
          ))}
        </Stack>
      ) : null}
      {keys.data?.meta.distanceNote ? (
        <Text size="sm" c="dimmed">
          {keys.data.meta.distanceNote === DISTANCE_MESSAGES.straightLine
            ? 'Distances marked as estimates are straight lines: no maps service is configured, or it did not answer.'
            : keys.data.meta.distanceNote}
        </Text>
      ) : null}

      <Modal opened={assigning} onClose={() => setAssigning(false)} title="Assign a key from a store" size="lg">
        <Suspense
          fallback={
            <Group justify="center" py="lg" role="status" aria-label="Loading the form">
              <Loader size="sm" />
            </Group>
          }
        >
          {assigning ? <AssignKeyForm propertyId={propertyId} onDone={() => setAssigning(false)} /> : null}
        </Suspense>
      </Modal>
    </Stack>
  );
};

/** The property is the page's subject: a 404 (unknown, or not the caller's) makes the whole page the 404 page. */
const KnownProperty = ({ propertyId }: { propertyId: string }) => {
  const { error } = useProperty(propertyId);
  return isNotFound(error) ? <NotFoundPage /> : <PropertyKeys propertyId={propertyId} />;
};

const ZKeysParams = z.object({ propertyId: ZRouteId });

/** `/properties/{id}/keys`: the property's keys, where each is and how far, and (for key:manage) what to do with them. */
export const PropertyKeysScreen = () => {
  const params = useRouteParams(ZKeysParams);
  if (!params) return <NotFoundPage />;
  return <KnownProperty key={params.propertyId} propertyId={params.propertyId} />;
};
