export * from './amount';
export * from './score';
