export * from './ical.schemas';
