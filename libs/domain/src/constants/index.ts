export * from './form-limits';
export * from './pagination';
export * from './timing';
export * from './carriers';
export * from './payment-methods';
