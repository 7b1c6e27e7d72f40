export * from './days';
export * from './nights';
export * from './dates.schemas';
