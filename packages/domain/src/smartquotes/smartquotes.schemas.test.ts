import { describe, expect, it } from 'vitest';
import { SMARTQUOTE_MESSAGES } from './smartquotes.constants';
import { bathsProblem, ZSmartquotePropertyInput, ZSmartquoteSettingsInput } from './smartquotes.schemas';

const messageOf = (settings: unknown) => ZSmartquoteSettingsInput.safeParse(settings).error?.issues[0]?.message;

describe('quote settings', () => {
  it('says a fee above 100% breaks its range, and one below its minimum is too low', () => {
    expect(messageOf({ ltrManagementFee: 150 })).toBe('Must be a number between 1% and 100%');
    expect(messageOf({ managementFee: 101 })).toBe('Must be a number between 10% and 100%');
    expect(messageOf({ ltrManagementFee: 0.5 })).toBe('Must be a number and at least 1%');
    expect(messageOf({ managementFee: 9 })).toBe('Must be a number and at least 10%');
    expect(messageOf({ ltrManagementFee: 100, managementFee: 10 })).toBeUndefined();
    expect(messageOf({ ltrManagementFee: 7, managementFee: 20 })).toBeUndefined();
  });
});

describe('quote details', () => {
  const bathsMessage = (property: unknown) =>
    ZSmartquotePropertyInput.safeParse(property).error?.issues.find((issue) => issue.path[0] === 'baths')?.message;

  it('says a house or an apartment has at least one bathroom', () => {
    expect(bathsMessage({ baths: 0, type: 'house' })).toBe('A house has at least one bathroom');
    expect(bathsMessage({ baths: 0, type: 'apartment' })).toBe('An apartment has at least one bathroom');
    expect(bathsMessage({ baths: 1, type: 'house' })).toBeUndefined();
    expect(bathsMessage({ baths: 7, type: 'apartment' })).toBeUndefined();
    // Without the type the API checks the bathrooms against the stored one.
    expect(bathsMessage({ baths: 0 })).toBeUndefined();
    expect(bathsProblem(0, 'house')).toBe(SMARTQUOTE_MESSAGES.houseBaths);
  });
});
