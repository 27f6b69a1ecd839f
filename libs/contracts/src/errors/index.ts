export * from './common.errors';
export * from './accounts.errors';
export * from './quoting.errors';
export * from './shipments.errors';
export * from './wallet.errors';
export * from './tracking.errors';
export * from './reports.errors';
export * from './developers.errors';
