export * from './public.constants';
export * from './public.schemas';
