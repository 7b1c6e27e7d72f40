export * from './photos.constants';
export * from './photos.schemas';
