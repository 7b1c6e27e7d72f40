export * from './tasks.constants';
export * from './tasks.rules';
export * from './tasks.schemas';
