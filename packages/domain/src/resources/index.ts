export * from './resources.constants';
