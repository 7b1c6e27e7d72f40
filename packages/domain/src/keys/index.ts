export * from './keys.constants';
export * from './keys.rules';
export * from './keys.schemas';
