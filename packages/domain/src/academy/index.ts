export * from './survey';
export * from './progress';
export * from './filter';
