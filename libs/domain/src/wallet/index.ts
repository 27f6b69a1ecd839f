export * from './movements';
