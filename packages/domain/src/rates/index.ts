export * from './rates.constants';
export * from './rates.rules';
export * from './rates.schemas';
