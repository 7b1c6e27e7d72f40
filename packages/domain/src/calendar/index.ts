/** The calendar screen's own logic (month grid, day selection): not an API resource, so not an area. */
export * from './calendar.constants';
export * from './calendar.rules';
export * from './month-layout';
export * from './day-selection';
export * from './timeline.constants';
export * from './timeline.schemas';
