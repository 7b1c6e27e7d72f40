export * from './ical.constants';
export * from './ical.schemas';
