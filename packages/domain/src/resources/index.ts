export * from './resources.constants';
export * from './resources.schemas';
