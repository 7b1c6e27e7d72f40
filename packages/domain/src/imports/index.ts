export * from './imports.constants';
export * from './imports.schemas';
export * from './import-cells.schemas';
export * from './home-row.schemas';
export * from './booking-row.schemas';
