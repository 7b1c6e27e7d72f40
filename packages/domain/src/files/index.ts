export * from './files.schemas';
