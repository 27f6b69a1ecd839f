export * from './fold-text';
