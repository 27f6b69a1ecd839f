export * from './carrier-connector';
export * from './ratecard/rate-card-book';
export * from './ratecard/ratecard.connector';
export * from './ratecard/zones';
export * from './fedex/fedex.connector';
export * from './fedex/fedex-error';
export * from './labels/label-renderer';
export * from './labels/guide-number';
