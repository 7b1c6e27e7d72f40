export * from './rates.constants';
export * from './rates.schemas';
