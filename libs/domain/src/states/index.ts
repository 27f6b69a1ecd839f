export * from './mx-states';
export * from './postal-code-state';
