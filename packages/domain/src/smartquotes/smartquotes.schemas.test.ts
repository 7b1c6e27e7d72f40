import { describe, expect, it } from 'vitest';
import { SMARTQUOTE_MESSAGES } from './smartquotes.constants';
import { ZSmartquoteSettingsInput } from './smartquotes.schemas';

const messageOf = (settings: unknown) => ZSmartquoteSettingsInput.safeParse(settings).error?.issues[0]?.message;

describe('quote settings', () => {
  it('says a fee above 100% is too high, and one below its minimum too low', () => {
    expect(messageOf({ ltrManagementFee: 150 })).toBe('A percentage can be at most 100%');
    expect(messageOf({ managementFee: 101 })).toBe('A percentage can be at most 100%');
    expect(messageOf({ ltrManagementFee: 0.5 })).toBe(SMARTQUOTE_MESSAGES.ltrManagementFee);
    expect(messageOf({ ltrManagementFee: 7, managementFee: 20 })).toBeUndefined();
  });
});
