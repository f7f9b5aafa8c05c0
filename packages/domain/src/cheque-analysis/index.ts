export * from './assumptions';
export * from './pricing';
export * from './verdict';
