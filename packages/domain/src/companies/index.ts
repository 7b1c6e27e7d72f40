export * from './companies.schemas';
