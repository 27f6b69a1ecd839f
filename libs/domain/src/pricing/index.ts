export * from './total-price';
