export * from './events.constants';
export * from './events.rules';
export * from './events.schemas';
export * from './events.address';
