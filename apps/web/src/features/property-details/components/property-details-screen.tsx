import { PROPERTY_RECORD_TEXT } from '@hearth/domain/properties';
import { todayIn } from '@hearth/domain/dates';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import * as z from 'zod/mini';
import { ChangeHistory } from '../../../components/change-history';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { PropertyHeader, PropertyHeaderError } from '../../../components/property-header';
import { PropertyTabs } from '../../../components/property-tabs';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useCan } from '../../../lib/use-can';
import { useProperty } from '../../../api/properties/get-property';
import { propertyHistorySource } from '../../../api/properties/get-property-history';
import { LifecyclePanel } from './lifecycle-panel';
import { OnboardingPanel } from './onboarding-panel';
import { PropertyFacts } from './property-facts';

// The form, its inputs and the API's schema load when someone opens it, never with the page.
const PropertyEditForm = lazy(() =>
  import('./property-edit-form').then((module) => ({ default: module.PropertyEditForm })),
);

type Section = 'the-property' | 'history';

export const DetailsSkeleton = ({ label = 'Loading the property details' }: { label?: string }) => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: 4 }, (_, index) => (
      <Paper key={index} withBorder radius="md" p="md">
        <Stack gap="sm">
          <Skeleton height={18} width="40%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Paper>
    ))}
  </SimpleGrid>
);

/** 'The property' and 'History' under the Details tab, each its own address (`/details/{section}`). */
const SectionTabs = ({ propertyId, section }: { propertyId: string; section: Section }) => (
  <Tabs value={section} variant="pills" radius="md" keepMounted={false}>
    <Tabs.List aria-label="Details">
      <Tabs.Tab
        value="the-property"
        renderRoot={(props) => <Link {...props} to={paths.property.getHref(propertyId, 'details', 'the-property')} />}
      >
        The property
      </Tabs.Tab>
      <Tabs.Tab
        value="history"
        renderRoot={(props) => <Link {...props} to={paths.property.getHref(propertyId, 'details', 'history')} />}
      >
        {PROPERTY_RECORD_TEXT.history}
      </Tabs.Tab>
    </Tabs.List>
  </Tabs>
);

const PropertyDetails = ({ propertyId, section }: { propertyId: string; section: Section }) => {
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const property = useProperty(propertyId);
  const canEdit = useCan('property:edit-details');
  const canReadHistory = useCan('property:read-history');
  const [editing, setEditing] = useState(false);
  const attributes = property.data?.data.attributes;
  useDocumentTitle(attributes?.name ?? 'Property', section === 'history' ? PROPERTY_RECORD_TEXT.history : 'Details');

  if (isNotFound(property.error)) return <NotFoundPage />;
  if (section === 'history' && !canReadHistory) {
    return <Navigate to={paths.property.getHref(propertyId, 'details', 'the-property')} replace />;
  }
  const timeZone = attributes?.timezone ?? DEFAULT_TIME_ZONE;

  const body = () => {
    if (section === 'history') return <ChangeHistory {...propertyHistorySource(propertyId)} />;
    if (property.isError) {
      return (
        <ErrorAlert title={PROPERTY_RECORD_TEXT.detailsErrorTitle}>
          {isApiError(property.error)
            ? `${property.error.errorCode} ${property.error.errorMessage}`
            : 'Something went wrong. Try again.'}
        </ErrorAlert>
      );
    }
    if (!attributes) return <DetailsSkeleton />;
    if (editing) {
      return (
        <Suspense fallback={<DetailsSkeleton label="Loading the form" />}>
          <PropertyEditForm propertyId={propertyId} property={attributes} onDone={() => setEditing(false)} />
        </Suspense>
      );
    }
    return (
      <Stack gap="md">
        <LifecyclePanel
          home={{
            id: propertyId,
            status: attributes.status,
            lastNight: attributes.lastNight,
            today: todayIn(timeZone),
          }}
        />
        {attributes.status === 'onboarding' ? <OnboardingPanel checkpoints={attributes.checkpoints} /> : null}
        <PropertyFacts p={attributes} timeZone={timeZone} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      {property.isError ? (
        <PropertyHeaderError error={property.error} />
      ) : (
        <PropertyHeader property={property.data?.data} mobile={mobile} />
      )}
      <PropertyTabs propertyId={propertyId} active="details" />
      <Group justify="space-between" gap="sm" wrap="wrap">
        {canReadHistory ? (
          <SectionTabs propertyId={propertyId} section={section} />
        ) : (
          <Title order={2} size="h4">
            The property
          </Title>
        )}
        {canEdit && section === 'the-property' && !editing && attributes ? (
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {PROPERTY_RECORD_TEXT.editDetails}
          </Button>
        ) : null}
      </Group>
      {body()}
    </Stack>
  );
};

const ZDetailsParams = z.object({
  propertyId: ZRouteId,
  section: z.optional(z.enum(['the-property', 'history'])),
});

/**
 * `/properties/{id}/details` and `/details/the-property` (docs/product/properties.md#screens): every fact of the property, the renewal and
 * compliance block, the onboarding page while it is onboarding, 'Edit property details' for those docs/product/properties.md#who-uses-it allows,
 * and its change history (`/details/history`) for staff and admin. Another section is the 404 page.
 */
export const PropertyDetailsScreen = () => {
  const params = useRouteParams(ZDetailsParams);
  if (!params) return <NotFoundPage />;
  return (
    <PropertyDetails
      key={params.propertyId}
      propertyId={params.propertyId}
      section={params.section ?? 'the-property'}
    />
  );
};
