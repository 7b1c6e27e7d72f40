export * from './devtools.schemas';
