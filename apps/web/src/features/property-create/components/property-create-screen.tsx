import { PROPERTY_CREATE_MESSAGES } from '@hearth/domain/properties';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useLocations } from '../../../api/locations/get-locations';
import { useSmartquote } from '../../../api/smartquotes/get-smartquote';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useSignedInSession } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCan } from '../../../lib/use-can';
import { EMPTY_VALUES, placeOfQuote, valuesOfQuote } from '../utils/property-create';
import { PropertyCreateForm } from './property-create-form';

const TITLE = 'Add property';

const Frame = ({ back, children }: { back: { to: string; label: string }; children: ReactNode }) => (
  <Stack gap="lg" maw={820}>
    <Stack gap="xs">
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {TITLE}
      </Title>
    </Stack>
    {children}
  </Stack>
);

const TO_PROPERTIES = { to: paths.properties.getHref(), label: 'Back to properties' };

/** A quote that cannot start a home says why, and leads back to it. */
const QuoteNote = ({ children }: { children: ReactNode }) => (
  <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
    <Stack gap="xs" align="flex-start">
      {children}
      <Anchor component={Link} to={paths.propertyCreate.getHref()} size="sm">
        Add a property without a quote
      </Anchor>
    </Stack>
  </Alert>
);

/** The form prefilled from a published quote that has no home yet (issue 30 item 3). */
const FromQuote = ({ quoteId, choosesCompany }: { quoteId: string; choosesCompany: boolean }) => {
  const quote = useSmartquote(quoteId);
  // The quote's suburb in the gazetteer: its state there is the one the API checks (a New Zealand quote has none).
  const places = useLocations(quote.data?.data.attributes.property.city.trim() ?? '');
  const back = { to: paths.smartquoteOverview.getHref(quoteId), label: 'Back to the quote' };
  if (quote.isPending || places.isLoading) {
    return (
      <Frame back={back}>
        <PageSkeleton rows={8} />
      </Frame>
    );
  }
  if (quote.isError) {
    return (
      <Frame back={TO_PROPERTIES}>
        <ErrorAlert title="Could not load the quote">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{serverMessage(quote.error) ?? 'Something went wrong. Reload the page to try again.'}</Text>
            <Anchor component={Link} to={paths.propertyCreate.getHref()} size="sm">
              Add a property without a quote
            </Anchor>
          </Stack>
        </ErrorAlert>
      </Frame>
    );
  }
  const attributes = quote.data.data.attributes;
  const overview = (
    <Anchor component={Link} to={paths.smartquoteOverview.getHref(quoteId)}>
      {attributes.property.fullAddress}
    </Anchor>
  );
  if (attributes.onboardedProperty) {
    return (
      <Frame back={back}>
        <QuoteNote>
          <Text size="sm">
            {PROPERTY_CREATE_MESSAGES.quoteOnboarded}:{' '}
            <Anchor component={Link} to={paths.property.getHref(attributes.onboardedProperty.id)}>
              {attributes.onboardedProperty.name}
            </Anchor>
            .
          </Text>
        </QuoteNote>
      </Frame>
    );
  }
  if (attributes.status !== 'published') {
    return (
      <Frame back={back}>
        <QuoteNote>
          <Text size="sm">
            {PROPERTY_CREATE_MESSAGES.quoteNotPublished}: {overview}.
          </Text>
        </QuoteNote>
      </Frame>
    );
  }
  return (
    <Frame back={back}>
      <Text size="sm" mt={-8}>
        From the quote for {overview}
      </Text>
      <PropertyCreateForm
        initialValues={valuesOfQuote(quoteId, attributes, placeOfQuote(places.data ?? [], attributes.property))}
        choosesCompany={choosesCompany}
        knownCompany={{ id: attributes.company.id, name: attributes.company.companyName }}
        cancelTo={back.to}
      />
    </Frame>
  );
};

/**
 * `/properties/new` ('Add property', docs/product/properties.md#adding-a-home): a new Onboarding home, blank or from
 * a published SmartQuote (`?quote=<id>`). Staff and admins add one for any company; a licensee for their own.
 */
export const PropertyCreateScreen = () => {
  useDocumentTitle(TITLE);
  const { user } = useSignedInSession();
  const mayCreate = useCan('property:create', { companyId: user.companyId ?? null });
  // Without a subject only a grant of every company answers yes: a licensee's homes are their own company's.
  const choosesCompany = useCan('property:create');
  // `quote`: a published SmartQuote to start from. Read as it is (no zod on this page's first load); an id the API
  // does not know answers its own error.
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const location = useLocation();

  // Refused as the route guard refuses a page (app/routes/require-session.tsx): the sign-in page says who cannot open it.
  if (!mayCreate) return <Navigate to={paths.login.getHref()} replace state={{ denied: location.pathname }} />;
  if (quoteId) return <FromQuote key={quoteId} quoteId={quoteId} choosesCompany={choosesCompany} />;
  return (
    <Frame back={TO_PROPERTIES}>
      <PropertyCreateForm
        initialValues={EMPTY_VALUES}
        choosesCompany={choosesCompany}
        cancelTo={paths.properties.getHref()}
      />
    </Frame>
  );
};
