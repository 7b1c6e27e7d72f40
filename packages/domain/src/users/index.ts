export * from './users.constants';
export * from './users.schemas';
export * from './user-admin.schemas';
