export * from './regimen-fiscal';
export * from './uso-cfdi';
export * from './rfc';
export * from './invoice-constants';
