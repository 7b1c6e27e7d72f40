export * from './bookings.constants';
export * from './bookings.rules';
export * from './bookings.schemas';
export * from './reservations.constants';
export * from './reservations.schemas';
