export * from './payouts.constants';
export * from './payouts.schemas';
export * from './bank-account.rules';
