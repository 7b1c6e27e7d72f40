export * from './channels.constants';
export * from './channels.schemas';
