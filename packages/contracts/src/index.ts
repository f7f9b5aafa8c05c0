export * from './common';
export * from './auth';
export * from './users';
export * from './logs';
export * from './academy';
export * from './funds';
export * from './simulators';
export * from './credit';
