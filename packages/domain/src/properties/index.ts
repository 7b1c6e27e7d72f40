export * from './properties.constants';
export * from './properties.rules';
export * from './properties.schemas';
export * from './properties.address';
export * from './property-profile';
export * from './property-document';
export * from './night-cap.rules';
export * from './home-timezone.rules';
