export * from './roles';
export * from './route-access';
export * from './menu';
export * from './permissions';
export * from './denied';
export * from './role-rules';
