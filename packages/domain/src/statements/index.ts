export * from './statements.constants';
export * from './statements.schemas';
export * from './statement-nights.rules';
