export * from './stack';
export * from './service-process';
export * from './kafka';
export * from './mongo';
export * from './http';
export * from './mail';
export * from './ports';
export * from './browser';
