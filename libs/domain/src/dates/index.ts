export * from './calendar-date';
export * from './mexico-city-time';
export * from './holidays';
export * from './business-days';
