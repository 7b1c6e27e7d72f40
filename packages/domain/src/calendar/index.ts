export * from './calendar.constants';
export * from './calendar.rules';
export * from './calendar.schemas';
export * from './tasks.schemas';
export * from './calendar.layout';
export * from './calendar.selection';
export * from './ical.schemas';
