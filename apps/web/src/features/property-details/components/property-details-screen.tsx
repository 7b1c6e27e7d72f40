import { PROPERTY_RECORD_TEXT } from '@hearth/domain/properties';
import { todayIn } from '@hearth/domain/dates';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
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
import { DetailsSkeleton } from './details-skeleton';
import { LifecyclePanel } from './lifecycle-panel';
import { OnboardingPanel } from './onboarding-panel';
import { PropertyFacts } from './property-facts';

// The form, its inputs and the API's schema load when someone opens it, never with the page.
const PropertyEditForm = lazy(() =>
  import('./property-edit-form').then((module) => ({ default: module.PropertyEditForm })),
);
// The Rates section loads when it is chosen.
const RatePlanSection = lazy(() =>
  import('./rate-plan-section').then((module) => ({ default: module.RatePlanSection })),
);

const SECTIONS = ['the-property', 'rates', 'history'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_TITLES: Record<Section, string> = {
  'the-property': 'The property',
  rates: 'Rates',
  history: PROPERTY_RECORD_TEXT.history,
};

/** 'The property', 'Rates' and 'History' under the Details tab, those the caller may open, each its own address (`/details/{section}`). */
const SectionTabs = ({
  propertyId,
  section,
  sections,
}: {
  propertyId: string;
  section: Section;
  sections: readonly Section[];
}) => (
  <Tabs value={section} variant="pills" radius="md" keepMounted={false}>
    <Tabs.List aria-label="Details">
      {sections.map((value) => (
        <Tabs.Tab
          key={value}
          value={value}
          renderRoot={(props) => <Link {...props} to={paths.property.getHref(propertyId, 'details', value)} />}
        >
          {SECTION_TITLES[value]}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  </Tabs>
);

const PropertyDetails = ({ propertyId, section }: { propertyId: string; section: Section }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const property = useProperty(propertyId);
  const canEdit = useCan('property:edit-details');
  const canReadHistory = useCan('property:read-history');
  const canReadRates = useCan('rate:read');
  const canManageRates = useCan('rate:manage');
  const [editing, setEditing] = useState(false);
  const attributes = property.data?.data.attributes;
  useDocumentTitle(attributes?.name ?? 'Property', section === 'the-property' ? 'Details' : SECTION_TITLES[section]);
  const sections = SECTIONS.filter(
    (value) => (value !== 'history' || canReadHistory) && (value !== 'rates' || canReadRates),
  );

  if (isNotFound(property.error)) return <NotFoundPage />;
  if (!sections.includes(section)) {
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
    if (section === 'rates') {
      return (
        <Suspense fallback={<DetailsSkeleton label="Loading the rate plan" />}>
          <RatePlanSection
            propertyId={propertyId}
            property={attributes}
            canManage={canManageRates}
            today={todayIn(timeZone)}
          />
        </Suspense>
      );
    }
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
        {attributes.status === 'onboarding' ? (
          <OnboardingPanel propertyId={propertyId} checkpoints={attributes.checkpoints} />
        ) : null}
        <PropertyFacts propertyId={propertyId} p={attributes} timeZone={timeZone} />
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
        {sections.length > 1 ? (
          <SectionTabs propertyId={propertyId} section={section} sections={sections} />
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
  section: z.optional(z.enum(SECTIONS)),
});

/**
 * `/properties/{id}/details` and `/details/the-property` (docs/product/properties.md#screens): every fact of the property, the renewal and
 * compliance block, the onboarding page while it is onboarding, 'Edit property details' for those docs/product/properties.md#who-uses-it allows,
 * its rate plan (`/details/rates`, docs/product/rates.md#rate-plan) for those who see rates, and its change history
 * (`/details/history`) for staff and admin. Another section is the 404 page.
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
