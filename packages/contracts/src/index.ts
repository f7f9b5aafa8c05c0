export * from './common';
export * from './auth';
export * from './users';
export * from './logs';
export * from './quick-panel';
