import { describe, expect, it } from 'vitest';
import { isSalesforceLink, PROPERTY_EDIT_MESSAGES } from './properties.constants';
import { ZUpdatePropertyRequest } from './property-document';
import { ZFinance, ZManagementFee } from './property-profile';

describe('the property record', () => {
  it('knows the Salesforce link by its name or its address', () => {
    expect(isSalesforceLink({ name: 'Salesforce', url: 'https://example.com' })).toBe(true);
    expect(isSalesforceLink({ name: 'CRM', url: 'https://hearth.lightning.force.com/lightning/r/x' })).toBe(true);
    expect(isSalesforceLink({ name: 'CRM', url: 'https://eu12.salesforce.com/a0B' })).toBe(true);
    expect(isSalesforceLink({ name: 'Property manager', url: 'https://notsalesforce.com.example.org' })).toBe(false);
  });

  it('keeps the STR and LTR fee minimums of docs/product/properties.md#rules', () => {
    const fee = { startsOn: '2026-01-01', endsOn: null };
    const short = ZManagementFee.safeParse({ ...fee, kind: 'short-stay', percentage: 9.5 });
    expect(short.error?.issues[0]?.message).toBe('Must be a number and at least 10%');
    const long = ZManagementFee.safeParse({ ...fee, kind: 'long-term', percentage: 0.5 });
    expect(long.error?.issues[0]?.message).toBe('Must be a number and at least 1%');
    expect(ZManagementFee.safeParse({ ...fee, kind: 'long-term', percentage: 7.7 }).success).toBe(true);
  });

  it('names the range a fee above 100% breaks (issue 32 item 6)', () => {
    const fee = { startsOn: '2026-01-01', endsOn: null };
    const short = ZManagementFee.safeParse({ ...fee, kind: 'short-stay', percentage: 150 });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(['Must be a number between 10% and 100%']);
    const long = ZManagementFee.safeParse({ ...fee, kind: 'long-term', percentage: 101 });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(['Must be a number between 1% and 100%']);
    expect(ZManagementFee.safeParse({ ...fee, kind: 'short-stay', percentage: 100 }).success).toBe(true);
  });

  it('takes an ABN or an IRD number, never a full account number', () => {
    const finance = {
      payoutFrequency: 'monthly',
      payoutAccount: { accountName: 'A Owner', bankName: 'ANZ', last4: '1234' },
      gstRegistered: false,
      taxNumber: '51824753556',
      trustAccount: 'Hearth Trust Account (AU)',
      maintenanceFloat: 20_000,
    };
    expect(ZFinance.safeParse(finance).success).toBe(true);
    expect(ZFinance.safeParse({ ...finance, taxNumber: '123456789' }).success).toBe(true);
    expect(ZFinance.safeParse({ ...finance, taxNumber: '12 345' }).error?.issues[0]?.message).toBe(
      PROPERTY_EDIT_MESSAGES.taxNumber,
    );
    expect(
      ZFinance.safeParse({ ...finance, payoutAccount: { ...finance.payoutAccount, accountNumber: '06200012345678' } })
        .success,
    ).toBe(false);
  });

  it('refuses an edit with nothing in it and an unknown key', () => {
    const empty = ZUpdatePropertyRequest.safeParse({ data: { attributes: {} } });
    expect(empty.error?.issues[0]?.message).toBe(PROPERTY_EDIT_MESSAGES.nothingToChange);
    expect(ZUpdatePropertyRequest.safeParse({ data: { attributes: { status: 'active' } } }).success).toBe(false);
    expect(ZUpdatePropertyRequest.safeParse({ data: { attributes: { name: 'Sea Breeze' } } }).success).toBe(true);
  });
});
