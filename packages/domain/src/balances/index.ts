export * from './balances.schemas';
