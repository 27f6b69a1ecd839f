export * from './mx-states';
