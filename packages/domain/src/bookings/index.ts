export * from './bookings.constants';
export * from './bookings.rules';
export * from './bookings.schemas';
export * from './reservations.constants';
export * from './reservations.schemas';
export * from './booking-changes.constants';
export * from './cancellation.rules';
export * from './stay-price';
