export * from './channels.constants';
