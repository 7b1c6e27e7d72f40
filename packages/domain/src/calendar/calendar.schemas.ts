/** @deprecated Old deep-import path kept while the web moves to the package index: each area has its own schemas. */
export * from '../api/params.schemas';
export * from '../properties/properties.schemas';
export * from '../bookings/bookings.schemas';
export * from '../rates/rates.schemas';
export * from '../events/events.schemas';
export * from '../tasks/tasks.schemas';
