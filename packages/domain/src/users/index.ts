export * from './users.constants';
export * from './users.schemas';
export * from './users.admin.schemas';
