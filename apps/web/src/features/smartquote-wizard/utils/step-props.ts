import type { TSmartquoteResource } from '@hearth/domain/smartquotes';
import type { BackRule } from './wizard-steps';

/** What the wizard screen gives every step. */
export type StepProps = {
  back: BackRule;
  nextLabel: string;
  /** After the step saved: on to the next step of that quote (or its overview after the last). */
  onDone: (quoteId: string | null) => void;
};

/** The steps after the address work on the quote it created. */
export type QuoteStepProps = StepProps & { quote: TSmartquoteResource };
