export * from './engine';
export * from './dates';
export * from './simulator';
