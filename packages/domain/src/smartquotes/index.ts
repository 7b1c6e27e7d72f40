export * from './smartquotes.constants';
export * from './smartquotes.schemas';
export * from './forecast.types';
export * from './forecast';
export * from './forecast-model';
export * from './forecast-levers';
export * from './geo';
export * from './weighted-quantiles';
