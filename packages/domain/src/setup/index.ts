export * from './setup.constants';
export * from './setup.schemas';
