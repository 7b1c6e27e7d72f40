import {
  SMARTQUOTE_LABELS,
  SMARTQUOTE_STEPS,
  SMARTQUOTE_STEP_TITLES,
  type SmartquoteStep,
} from '@hearth/domain/smartquotes';
import { paths } from '../../../config/paths';

/**
 * The wizard's order and its Back/Next rules (docs/product/smartquotes.md#screens, #states), in one place. `new` is the id of a quote not yet
 * created; `startedNew` says this visit began at new/company, so the quote it created is still "the new quote".
 */
export const NEW_QUOTE_ID = 'new';
export const NUMBERED_STEPS = SMARTQUOTE_STEPS.length - 1;

export const isWizardStep = (value: string | undefined): value is SmartquoteStep =>
  (SMARTQUOTE_STEPS as readonly string[]).includes(value ?? '');

export const stepIndex = (step: SmartquoteStep): number => SMARTQUOTE_STEPS.indexOf(step);

/** The step after `step`, or null after the last one (its Next goes to the overview). */
export const nextStep = (step: SmartquoteStep): SmartquoteStep | null => SMARTQUOTE_STEPS[stepIndex(step) + 1] ?? null;

export const previousStep = (step: SmartquoteStep): SmartquoteStep | null =>
  SMARTQUOTE_STEPS[stepIndex(step) - 1] ?? null;

/** 'Step n/7' after the company step; nothing on it. */
export const stepCounter = (step: SmartquoteStep): string | null =>
  step === 'company' ? null : `Step ${stepIndex(step)}/${NUMBERED_STEPS}`;

export const stepTitle = (step: SmartquoteStep): string | null =>
  step === 'company' ? null : SMARTQUOTE_STEP_TITLES[step];

/** 'Start Quote' on the company step, 'See Overview' on the last, 'Continue' between. */
export const nextLabel = (step: SmartquoteStep): string => {
  if (step === 'company') return SMARTQUOTE_LABELS.startQuote;
  if (nextStep(step) === null) return SMARTQUOTE_LABELS.seeOverview;
  return SMARTQUOTE_LABELS.continue;
};

/** 'Update Quote' for a published quote, 'Create New Quote' otherwise (which status: ours, docs/product/smartquotes.md#screens). */
export const wizardTitle = (status: string | null | undefined): string =>
  status === 'published' ? SMARTQUOTE_LABELS.update : SMARTQUOTE_LABELS.create;

export type BackRule = { href: string; disabled: boolean };

/**
 * Back (docs/product/smartquotes.md#states): from company on a new quote to the list; from address on a new quote to company, and disabled
 * once that quote has been created (its company is fixed from then on); from address on an existing quote to its
 * overview; from any other step one step back. Company on an existing quote (only reached by typing its address)
 * leads to the overview, as leaving an existing quote's wizard does.
 */
export const backRule = ({
  step,
  startedNew,
  quoteId,
}: {
  step: SmartquoteStep;
  startedNew: boolean;
  quoteId: string | null;
}): BackRule => {
  const id = quoteId ?? NEW_QUOTE_ID;
  const overview = quoteId ? paths.smartquoteOverview.getHref(quoteId) : paths.smartquotes.getHref();
  if (step === 'company') return { href: startedNew ? paths.smartquotes.getHref() : overview, disabled: false };
  if (step === 'address') {
    if (!startedNew) return { href: overview, disabled: false };
    return { href: paths.smartquoteStep.getHref(NEW_QUOTE_ID, 'company'), disabled: quoteId !== null };
  }
  return { href: paths.smartquoteStep.getHref(id, previousStep(step) ?? 'company'), disabled: false };
};

/** Where Next leads once the step is saved: the next step of the (maybe just created) quote, or its overview. */
export const nextHref = (step: SmartquoteStep, quoteId: string | null): string => {
  const next = nextStep(step);
  if (next === null) return quoteId ? paths.smartquoteOverview.getHref(quoteId) : paths.smartquotes.getHref();
  return paths.smartquoteStep.getHref(quoteId ?? NEW_QUOTE_ID, next);
};

/**
 * Where a visit must go instead (docs/product/smartquotes.md#states): a new quote past the first step without a company goes to the company
 * step. Null when the step may show.
 */
export const redirectOf = ({
  routeId,
  step,
  hasCompany,
}: {
  routeId: string;
  step: SmartquoteStep;
  hasCompany: boolean;
}): string | null =>
  routeId === NEW_QUOTE_ID && step !== 'company' && !hasCompany
    ? paths.smartquoteStep.getHref(NEW_QUOTE_ID, 'company')
    : null;

/** Steps after the address need the quote the address step creates ('Cannot proceed without an existing smart quote'). */
export const needsQuote = (step: SmartquoteStep): boolean => stepIndex(step) > stepIndex('address');
