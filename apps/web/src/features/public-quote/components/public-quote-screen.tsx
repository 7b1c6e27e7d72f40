import { brandShades } from '@hearth/domain/companies';
import { SMARTQUOTE_LIMITS, type TPublicSmartquote } from '@hearth/domain/smartquotes';
import { Box, Button, Container, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { usePublicSmartquote } from '../../../api/smartquotes/get-public-smartquote';
import { PageSkeleton } from '../../../components/page-skeleton';
import { CompsMap } from '../../../components/smartquote-forecast/comps-map';
import { EvidenceSection } from '../../../components/smartquote-forecast/evidence-section';
import { ForecastCards } from '../../../components/smartquote-forecast/forecast-cards';
import { LtrComparison } from '../../../components/smartquote-forecast/ltr-comparison';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDay } from '../../../lib/format';
import { isNotFound } from '../../../lib/route-params';
import { PublicQuoteHeader } from './public-quote-header';
import { PublicQuoteLoadFailed, PublicQuoteNotFound } from './public-quote-unavailable';

type Attributes = TPublicSmartquote['data']['attributes'];

const homeLine = (property: Attributes['property']) =>
  [
    property.propertyType === 'apartment' ? 'Apartment' : 'House',
    `${property.beds} ${property.beds === 1 ? 'bedroom' : 'bedrooms'}`,
    `${property.baths} ${property.baths === 1 ? 'bathroom' : 'bathrooms'}`,
    `${property.carSpaces} car ${property.carSpaces === 1 ? 'space' : 'spaces'}`,
  ].join(' · ');

const Home = ({ attributes, accent }: { attributes: Attributes; accent: string }) => {
  const { property, ownerName, closeBy, publishedAt, pdfUrl } = attributes;
  return (
    <SimpleGrid cols={{ base: 1, sm: property.photoUrl ? 2 : 1 }} spacing="lg">
      {property.photoUrl ? (
        <Image
          src={property.photoUrl}
          alt={`Photo of ${property.fullAddress}`}
          radius="md"
          h={{ base: 200, sm: 260 }}
          fit="cover"
        />
      ) : null}
      <Stack gap="xs" miw={0}>
        <Text size="sm" c="dimmed">
          Short-stay rental forecast{ownerName ? ` prepared for ${ownerName}` : ''}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {property.fullAddress}
        </Title>
        <Text>{homeLine(property)}</Text>
        <Text size="sm" c="dimmed">
          Prepared on {formatDay(publishedAt.slice(0, 10))}
        </Text>
        {closeBy ? <Text fw={500}>This offer is open until {formatDay(closeBy)}.</Text> : null}
        <Group mt="xs">
          <Button
            component="a"
            href={pdfUrl}
            target="_blank"
            rel="noopener"
            color={accent}
            leftSection={<IconDownload size={16} />}
          >
            Download PDF
          </Button>
        </Group>
      </Stack>
    </SimpleGrid>
  );
};

/** What a published quote's forecast shows; a quote with none says so honestly. */
const Forecast = ({ attributes, accent }: { attributes: Attributes; accent: string }) => {
  const { overview } = attributes;
  if (!overview) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text fw={500}>There are not enough comparable homes near this address to forecast its short-stay income.</Text>
        <Text size="sm" c="dimmed">
          {attributes.company.companyName} can talk you through the options for this home.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <LtrComparison forecast={overview} managementFee={attributes.settings.managementFee} />
      <ForecastCards forecast={overview} accent={accent} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="public-map">
        <Stack gap="sm">
          <Title order={3} size="h5" id="public-map">
            Comparable homes nearby
          </Title>
          <CompsMap
            forecast={overview}
            home={attributes.property}
            height={SMARTQUOTE_LIMITS.map.height}
            accent={accent}
          />
        </Stack>
      </Paper>
      <EvidenceSection forecast={overview} />
    </Stack>
  );
};

const PublicQuote = ({ attributes }: { attributes: Attributes }) => {
  const { productName } = usePublicConfig();
  // The brand colour as it reads on white (brand-shades.rules.ts): a white or pale brand still shows.
  const accent = brandShades(attributes.company.brandColour).onLight;
  useDocumentTitle(attributes.property.fullAddress, attributes.company.companyName);
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" style={{ overflowX: 'clip' }}>
      <PublicQuoteHeader company={attributes.company} accent={accent} />
      <Container size="lg" px="md" py="lg" component="main">
        <Stack gap="xl">
          <Home attributes={attributes} accent={accent} />
          <Forecast attributes={attributes} accent={accent} />
        </Stack>
      </Container>
      <Container size="lg" px="md" pb="lg" component="footer">
        <Text size="xs" c="dimmed">
          Prepared by {attributes.company.companyName} with {productName}. A forecast, not a guarantee: actual income
          depends on the market, the home and how it is run.
        </Text>
      </Container>
    </Box>
  );
};

/**
 * `/quote/{token}` (issue 16 item 2): a published quote as its owner sees it, with no sign-in and no app shell: the
 * partner's branding, the home, the forecast with its evidence, the comps map and the PDF. Any token that is not a
 * published quote's is the same 'This quote is not available.' page.
 */
export const PublicQuoteScreen = () => {
  const { token = '' } = useParams();
  const quote = usePublicSmartquote(token);
  if (quote.isPending) return <PageSkeleton rows={6} />;
  if (isNotFound(quote.error)) return <PublicQuoteNotFound />;
  if (!quote.data) return <PublicQuoteLoadFailed onRetry={() => void quote.refetch()} />;
  return <PublicQuote attributes={quote.data.data.attributes} />;
};
