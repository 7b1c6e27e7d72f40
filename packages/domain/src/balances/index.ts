export * from './balances.constants';
export * from './balances.schemas';
