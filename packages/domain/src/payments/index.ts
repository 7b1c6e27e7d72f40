export * from './payments.constants';
export * from './payments.schemas';
