export * from './package-types';
export * from './package-limits';
export * from './guide-count';
export * from './volumetric-weight';
export * from './insurance';
