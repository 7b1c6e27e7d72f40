export * from './companies.constants';
export * from './companies.schemas';
export * from './brand-shades.rules';
