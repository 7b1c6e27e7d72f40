/** The calendar screen's own logic (month grid, day selection): not an API resource, so not an area. */
export * from './calendar.constants';
export * from './calendar.rules';
export * from './calendar.layout';
export * from './calendar.selection';
export * from './timeline.constants';
export * from './timeline.schemas';
