export * from './calendar.constants';
export * from './calendar.rules';
export * from './calendar.schemas';
