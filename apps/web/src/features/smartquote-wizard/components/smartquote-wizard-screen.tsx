import { addressId } from '@hearth/domain/api';
import {
  SMARTQUOTE_MESSAGES,
  SMARTQUOTE_STEPS,
  type SmartquoteStep,
  type TSmartquoteResource,
} from '@hearth/domain/smartquotes';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSmartquote } from '../../../api/smartquotes/get-smartquote';
import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { lazyPage } from '../../../lib/lazy-page';
import { isNotFound } from '../../../lib/route-params';
import { useWizardMemory } from '../hooks/use-wizard-memory';
import type { DraftCompany } from '../utils/company-branding';
import type { StepProps } from '../utils/step-props';
import {
  backRule,
  isWizardStep,
  needsQuote,
  nextHref,
  nextLabel,
  NEW_QUOTE_ID,
  redirectOf,
  stepCounter,
  stepTitle,
  wizardTitle,
} from '../utils/wizard-steps';
import { CompanyStep } from './company-step';

// Every step after the company loads when it opens (forms, number inputs, the dropzone, the date picker), so the
// wizard's first page stays small; the next step's chunk is fetched while the current one is filled in.
type QuoteStep = StepProps & { quote: TSmartquoteResource };
const AddressStep = lazyPage<StepProps & { quote: TSmartquoteResource | null; company: DraftCompany | null }>(
  () => import('./address-step'),
  'AddressStep',
);
const DetailsStep = lazyPage<QuoteStep>(() => import('./details-step'), 'DetailsStep');
const RentStep = lazyPage<QuoteStep & { companyFee: number | null }>(() => import('./rent-step'), 'RentStep');
const OwnerStep = lazyPage<QuoteStep>(() => import('./owner-step'), 'OwnerStep');
const PhotoStep = lazyPage<QuoteStep>(() => import('./photo-step'), 'PhotoStep');
const OfferStep = lazyPage<QuoteStep>(() => import('./offer-step'), 'OfferStep');
const StandardStep = lazyPage<QuoteStep>(() => import('./standard-step'), 'StandardStep');
const STEP_CHUNKS: Partial<Record<SmartquoteStep, { preload: () => void }>> = {
  address: AddressStep,
  details: DetailsStep,
  rent: RentStep,
  owner: OwnerStep,
  photo: PhotoStep,
  offer: OfferStep,
  standard: StandardStep,
};

const isQuoteId = (id: string) => id === NEW_QUOTE_ID || addressId.safeParse(id).success;

/** The step's own form; the steps after the address get the quote it created. */
const StepBody = ({
  step,
  quote,
  props,
  memory,
}: {
  step: SmartquoteStep;
  quote: TSmartquoteResource | null;
  props: StepProps;
  memory: ReturnType<typeof useWizardMemory>;
}) => {
  if (step === 'company')
    return <CompanyStep {...props} quote={quote} company={memory.company} onCompany={memory.setCompany} />;
  if (step === 'address') return <AddressStep {...props} quote={quote} company={memory.company} />;
  if (!quote) return null;
  const quoteProps = { ...props, quote };
  switch (step) {
    case 'details':
      return <DetailsStep {...quoteProps} />;
    case 'rent':
      return <RentStep {...quoteProps} companyFee={memory.company?.ltrManagementFee ?? null} />;
    case 'owner':
      return <OwnerStep {...quoteProps} />;
    case 'photo':
      return <PhotoStep {...quoteProps} />;
    case 'offer':
      return <OfferStep {...quoteProps} />;
    case 'standard':
      return <StandardStep {...quoteProps} />;
  }
};

/** The wizard's page: the step named in the address, once the step may show and its quote is loaded. */
const Wizard = ({ routeId, step }: { routeId: string; step: SmartquoteStep }) => {
  const navigate = useNavigate();
  const memory = useWizardMemory(routeId, step);
  const quoteId = routeId === NEW_QUOTE_ID ? null : routeId;
  const loaded = useSmartquote(quoteId);
  const quote = loaded.data?.data ?? null;
  const title = wizardTitle(quote?.attributes.status);
  useDocumentTitle(title);
  useEffect(() => {
    // The next step's chunk comes while this one is filled in.
    STEP_CHUNKS[SMARTQUOTE_STEPS[SMARTQUOTE_STEPS.indexOf(step) + 1] ?? step]?.preload();
  }, [step]);

  const redirect = redirectOf({ routeId, step, hasCompany: memory.company !== null });
  if (redirect) return <Navigate to={redirect} replace />;
  if (quoteId && loaded.isPending) return <PageSkeleton rows={5} />;
  if (quoteId && isNotFound(loaded.error)) return <NotFoundPage />;

  const counter = stepCounter(step);
  const props: StepProps = {
    back: backRule({ step, startedNew: memory.startedNew, quoteId }),
    nextLabel: nextLabel(step),
    onDone: (savedId) => void navigate(nextHref(step, savedId)),
  };
  // A new quote past the address step has not been created yet.
  const missingQuote = needsQuote(step) && !quote;

  return (
    <Stack gap="md" maw={784}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {counter ? (
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {counter}
          </Text>
          <Title order={2} size="h3">
            {stepTitle(step)}
          </Title>
        </Stack>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'lg' }}>
        {loaded.error ? (
          <RetryAlert
            title="Could not load the quote"
            message={loaded.error.message}
            onRetry={() => void loaded.refetch()}
          />
        ) : missingQuote ? (
          <ErrorAlert>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{SMARTQUOTE_MESSAGES.noQuote}</Text>
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={paths.smartquoteStep.getHref(NEW_QUOTE_ID, 'address')}
              >
                Go to the address
              </Button>
            </Stack>
          </ErrorAlert>
        ) : (
          <Suspense fallback={<PageSkeleton rows={3} />}>
            <StepBody step={step} quote={quote} props={props} memory={memory} />
          </Suspense>
        )}
      </Paper>
    </Stack>
  );
};

/** `/smartquotes/{id}/{step}` (docs/product/smartquotes.md#screens): 'new' or a quote's id, and one of the eight steps; anything else is 404. */
export const SmartquoteWizardScreen = () => {
  const { id = '', step } = useParams();
  if (!isWizardStep(step) || !isQuoteId(id)) return <NotFoundPage />;
  return <Wizard routeId={id} step={step} />;
};
