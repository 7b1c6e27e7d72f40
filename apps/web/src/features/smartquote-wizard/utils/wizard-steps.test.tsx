import { SMARTQUOTE_STEPS } from '@hearth/domain/smartquotes';
import { describe, expect, it } from 'vitest';
import { backRule, nextHref, nextLabel, redirectOf, stepCounter, stepTitle, wizardTitle } from './wizard-steps';

const ID = '00000000-0000-4000-8000-000000000301';

describe('the wizard steps (docs/product/smartquotes.md#screens, #states)', () => {
  it('numbers the seven steps after company and names them', () => {
    expect(SMARTQUOTE_STEPS.map(stepCounter)).toEqual([
      null,
      'Step 1/7',
      'Step 2/7',
      'Step 3/7',
      'Step 4/7',
      'Step 5/7',
      'Step 6/7',
      'Step 7/7',
    ]);
    expect(SMARTQUOTE_STEPS.slice(2).map(stepTitle)).toEqual([
      'Property Details',
      'Rent Details',
      'Property Owner Details',
      'Property Photo',
      'Offer Details',
      'Level of Standard',
    ]);
  });

  it("labels Next 'Start Quote' on company, 'See Overview' on the last step and 'Continue' between", () => {
    expect(SMARTQUOTE_STEPS.map(nextLabel)).toEqual([
      'Start Quote',
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'See Overview',
    ]);
  });

  it("titles a published quote 'Update Quote' and any other 'Create New Quote'", () => {
    expect(wizardTitle('published')).toBe('Update Quote');
    expect(wizardTitle('draft')).toBe('Create New Quote');
    expect(wizardTitle(undefined)).toBe('Create New Quote');
  });

  it('goes back from company on a new quote to the list, and from address to company until the quote exists', () => {
    expect(backRule({ step: 'company', startedNew: true, quoteId: null })).toEqual({
      href: '/smartquotes',
      disabled: false,
    });
    expect(backRule({ step: 'address', startedNew: true, quoteId: null })).toEqual({
      href: '/smartquotes/new/company',
      disabled: false,
    });
    expect(backRule({ step: 'address', startedNew: true, quoteId: ID })).toMatchObject({ disabled: true });
  });

  it('goes back from address on an existing quote to its overview, and from any later step one step back', () => {
    expect(backRule({ step: 'address', startedNew: false, quoteId: ID })).toEqual({
      href: `/smartquotes/${ID}/overview`,
      disabled: false,
    });
    expect(backRule({ step: 'details', startedNew: true, quoteId: ID }).href).toBe(`/smartquotes/${ID}/address`);
    expect(backRule({ step: 'standard', startedNew: false, quoteId: ID }).href).toBe(`/smartquotes/${ID}/offer`);
    expect(backRule({ step: 'photo', startedNew: false, quoteId: ID }).href).toBe(`/smartquotes/${ID}/owner`);
  });

  it('goes on to the next step of the quote, and to its overview after the last', () => {
    expect(nextHref('company', null)).toBe('/smartquotes/new/address');
    expect(nextHref('address', ID)).toBe(`/smartquotes/${ID}/details`);
    expect(nextHref('offer', ID)).toBe(`/smartquotes/${ID}/standard`);
    expect(nextHref('standard', ID)).toBe(`/smartquotes/${ID}/overview`);
  });

  it('sends a new quote past the first step without a company back to the company step', () => {
    expect(redirectOf({ routeId: 'new', step: 'address', hasCompany: false })).toBe('/smartquotes/new/company');
    expect(redirectOf({ routeId: 'new', step: 'rent', hasCompany: false })).toBe('/smartquotes/new/company');
    expect(redirectOf({ routeId: 'new', step: 'address', hasCompany: true })).toBeNull();
    expect(redirectOf({ routeId: 'new', step: 'company', hasCompany: false })).toBeNull();
    expect(redirectOf({ routeId: ID, step: 'rent', hasCompany: false })).toBeNull();
  });
});
