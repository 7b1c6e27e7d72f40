export * from './statements.constants';
export * from './statements.schemas';
