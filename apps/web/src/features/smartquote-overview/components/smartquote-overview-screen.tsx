import { SMARTQUOTE_LIMITS, type TSmartquoteAttributes, type TSmartquoteOverview } from '@hearth/domain/smartquotes';
import { Anchor, Breadcrumbs, Group, Paper, Skeleton, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { StatusPill } from '../../../components/status-pill';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { overviewOf, useSmartquoteOverview } from '../../../api/smartquotes/get-smartquote-overview';
import { usePublishSmartquote } from '../../../api/smartquotes/publish-smartquote';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { CompsMap } from '../../../components/smartquote-forecast/comps-map';
import { EvidenceSection } from '../../../components/smartquote-forecast/evidence-section';
import { ForecastCards } from '../../../components/smartquote-forecast/forecast-cards';
import { LtrComparison } from '../../../components/smartquote-forecast/ltr-comparison';
import { paths } from '../../../config/paths';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useFineTuning } from '../hooks/use-fine-tuning';
import { AccuracyBlock } from './accuracy-block';
import { FineTuningPanel } from './fine-tuning-panel';
import { NoForecast } from './no-forecast';
import { OnboardedHome } from './onboarded-home';
import { OverviewActions } from './overview-actions';

const ZOverviewParams = z.object({ id: ZRouteId });

/** The app's primary colour as a hex (Hearth's teal, or a Pro licensee's brand colour): the map draws with it. */
const useAccent = (): string => {
  const theme = useMantineTheme();
  return theme.colors[theme.primaryColor]?.[6] ?? '#0f766e';
};

const QuotesCrumb = ({ address }: { address: string | null }) => (
  <Breadcrumbs separatorMargin={6}>
    <Anchor component={Link} to={paths.smartquotes.getHref()} size="sm">
      Quotes
    </Anchor>
    {address ? (
      <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
        {address}
      </Text>
    ) : null}
  </Breadcrumbs>
);

const homeLine = (property: TSmartquoteAttributes['property']) =>
  [
    `${property.beds} ${property.beds === 1 ? 'bed' : 'beds'}`,
    `${property.baths} ${property.baths === 1 ? 'bath' : 'baths'}`,
    `${property.carSpaces} car`,
    property.propertyType === 'apartment' ? 'Apartment' : 'House',
  ].join(' · ');

const Forecast = ({ overview, attributes }: { overview: TSmartquoteOverview; attributes: TSmartquoteAttributes }) => {
  const accent = useAccent();
  return (
    <Stack gap="md">
      <LtrComparison forecast={overview} managementFee={attributes.settings.managementFee} />
      <ForecastCards forecast={overview} accent={accent} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="competition-map">
        <Stack gap="sm">
          <Title order={3} size="h5" id="competition-map">
            Competition map
          </Title>
          <CompsMap
            forecast={overview}
            home={attributes.property}
            height={SMARTQUOTE_LIMITS.map.overviewHeight}
            accent={accent}
          />
        </Stack>
      </Paper>
      <EvidenceSection forecast={overview} />
      {overview.accuracy ? <AccuracyBlock accuracy={overview.accuracy} currency={overview.currency} /> : null}
    </Stack>
  );
};

const ForecastSkeleton = () => (
  <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the forecast">
    <Skeleton h={24} w="60%" />
    <Group grow align="stretch">
      <Skeleton h={300} radius="md" />
      <Skeleton h={300} radius="md" visibleFrom="md" />
    </Group>
  </Stack>
);

const OverviewPage = ({ quoteId }: { quoteId: string }) => {
  const quote = useSmartquoteOverview(quoteId);
  const attributes = quote.data?.data.attributes;
  const overview = overviewOf(quote.data);
  const tuning = useFineTuning(quoteId, attributes?.settings);
  const publish = usePublishSmartquote(quoteId);
  useDocumentTitle(attributes?.property.fullAddress ?? 'Quote', 'Overview');

  if (isNotFound(quote.error)) return <NotFoundPage />;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <QuotesCrumb address={attributes?.property.fullAddress ?? null} />
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
            {attributes ? (
              <>
                <Group gap="xs" wrap="wrap">
                  <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                    {attributes.property.fullAddress}
                  </Title>
                  {/* The list's pill: its text shade keeps AA contrast on the pale fill, light and dark. */}
                  <StatusPill label={attributes.status === 'published' ? 'Published' : 'Draft'} />
                </Group>
                <Text size="sm" c="dimmed">
                  {homeLine(attributes.property)} · {attributes.company.companyName}
                </Text>
              </>
            ) : (
              <Skeleton h={32} w="70%" aria-hidden />
            )}
          </Stack>
          {attributes ? (
            <OverviewActions
              quoteId={quoteId}
              attributes={attributes}
              onPublish={() => publish.mutate()}
              publishing={publish.isPending}
            />
          ) : null}
        </Group>
        {publish.error ? (
          <ErrorAlert title="Could not publish">{serverMessage(publish.error) ?? publish.error.message}</ErrorAlert>
        ) : null}
      </Stack>

      <FineTuningPanel tuning={tuning} />

      {quote.isPending ? (
        <ForecastSkeleton />
      ) : quote.error || !attributes ? (
        <ErrorAlert title={`${isApiError(quote.error) ? quote.error.errorCode : 'UNKNOWN'} Could not load the quote`}>
          {quote.error?.message}
        </ErrorAlert>
      ) : overview ? (
        <Forecast overview={overview} attributes={attributes} />
      ) : (
        <NoForecast quoteId={quoteId} />
      )}

      {attributes ? (
        <OnboardedHome
          quoteId={quoteId}
          published={attributes.status === 'published'}
          onboarded={attributes.onboardedProperty}
        />
      ) : null}
    </Stack>
  );
};

/**
 * `/smartquotes/{id}/overview` (docs/product/smartquotes.md#screens): the quote's forecast with its evidence, the competition map, the
 * fine-tuning that saves at once, and Edit / Publish / View Quote. A malformed or unreachable id is the 404 page.
 */
export const SmartquoteOverviewScreen = () => {
  const params = useRouteParams(ZOverviewParams);
  if (!params) return <NotFoundPage />;
  return <OverviewPage key={params.id} quoteId={params.id} />;
};
