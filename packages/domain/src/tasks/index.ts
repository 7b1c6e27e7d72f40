export * from './tasks.constants';
export * from './tasks.schemas';
