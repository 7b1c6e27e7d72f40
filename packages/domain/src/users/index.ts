export * from './users.constants';
export * from './users.rules';
export * from './users.schemas';
