export * from './bookings.constants';
export * from './bookings.rules';
export * from './bookings.schemas';
