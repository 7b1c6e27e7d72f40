export * from './nights';
export * from './dates.schemas';
