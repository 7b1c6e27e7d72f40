export * from './devtools.constants';
export * from './devtools.schemas';
