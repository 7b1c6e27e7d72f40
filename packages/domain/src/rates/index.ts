export * from './rates.schemas';
