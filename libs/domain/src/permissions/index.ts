export * from './roles';
export * from './routes';
export * from './menu';
export * from './visibility';
export * from './api-permissions';
export * from './data-reach';
