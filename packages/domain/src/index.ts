export * from './access';
export * from './auth/auth.constants';
export * from './auth/auth.schemas';
export * from './users/users.constants';
export * from './users/users.rules';
export * from './users/users.schemas';
export * from './api/errors';
export * from './properties';
