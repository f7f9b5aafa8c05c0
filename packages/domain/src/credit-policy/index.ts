export * from './policy';
export * from './facts';
export * from './limit';
export * from './evaluate';
export * from './validate';
export * from './templates';
