export * from './properties.constants';
export * from './properties.rules';
export * from './properties.schemas';
export * from './properties.address';
export * from './properties.profile';
export * from './properties.document';
