export * from './links.schemas';
