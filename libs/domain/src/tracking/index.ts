export * from './status-texts';
export * from './tracking-source';
export * from './portal-status';
