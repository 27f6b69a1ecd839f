export * from './status-texts';
export * from './tracking-source';
export * from './portal-status';
export * from './tracking-links';
export * from './poll-schedule';
export * from './shipment-status';
export * from './guide-cancellation';
