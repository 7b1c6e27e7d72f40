export * from './organisation.constants';
export * from './organisation.schemas';
