export * from './users.constants';
export * from './users.schemas';
