export * from './rates.constants';
export * from './rates.schemas';
export * from './rate-plan.rules';
export * from './rate-plan.schemas';
export * from './rates-bulk.schemas';
export * from './rates-csv.schemas';
