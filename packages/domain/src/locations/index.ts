export * from './locations.schemas';
