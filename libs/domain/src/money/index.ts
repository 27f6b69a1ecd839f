export * from './centavos';
export * from './percent';
export * from './format-mxn';
