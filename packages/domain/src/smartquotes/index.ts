export * from './smartquotes.constants';
export * from './smartquotes.schemas';
export * from './forecast.types';
