export * from './errors';
export * from './errors.schemas';
export * from './input.constants';
export * from './params.constants';
export * from './params.schemas';
export * from './address.schemas';
export * from './product-messages';
export * from './csv.constants';
