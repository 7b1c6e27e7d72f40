export * from './errors';
export * from './input.constants';
export * from './params.constants';
export * from './params.schemas';
