export * from './companies.constants';
export * from './companies.schemas';
