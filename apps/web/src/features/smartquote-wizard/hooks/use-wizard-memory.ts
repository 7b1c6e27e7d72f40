import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SmartquoteStep } from '@hearth/domain/smartquotes';
import type { DraftCompany } from '../utils/company-branding';
import { NEW_QUOTE_ID } from '../utils/wizard-steps';

type Memory = {
  /** This visit began at new/company: the quote it creates is still "the new quote" (Back rules, docs/product/smartquotes.md#states). */
  startedNew: boolean;
  /** The company picked for a quote not yet created. */
  company: DraftCompany | null;
};

/**
 * What the wizard keeps between its steps (docs/product/smartquotes.md#states): the company picked for a new quote, until the address step
 * creates it. Entering new/company starts again; a reload forgets it, and the new quote goes back to the company step.
 */
export const useWizardMemory = (routeId: string, step: SmartquoteStep) => {
  const location = useLocation();
  const [memory, setMemory] = useState<Memory>({ startedNew: routeId === NEW_QUOTE_ID, company: null });
  const [entered, setEntered] = useState<string | null>(null);
  // Reset once per arrival at new/company (state set while rendering, as React advises for a change of address).
  if (routeId === NEW_QUOTE_ID && step === 'company' && entered !== location.key) {
    setEntered(location.key);
    setMemory({ startedNew: true, company: null });
  }
  const setCompany = (company: DraftCompany) => setMemory((current) => ({ ...current, company }));
  return { ...memory, setCompany };
};
