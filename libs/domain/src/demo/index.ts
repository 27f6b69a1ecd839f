export * from './demo-history';
