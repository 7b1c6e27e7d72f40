export * from './reviews.constants';
export * from './reviews.schemas';
