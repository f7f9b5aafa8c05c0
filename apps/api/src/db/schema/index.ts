// Every table of the database. Each product area keeps its tables in a file of its own here and adds
// one export line; drizzle-kit reads this folder to generate migrations into apps/api/drizzle/.
export * from './core';
export * from './academy';
export * from './funds';
export * from './credit';
export * from './quick-panel';
export * from './profiles';
export * from './batch';
export * from './cheques';
export * from './policy';
export * from './system';
export * from './mail';
export * from './sessions';
export * from './instances';
export * from './integrations';
export * from './organisations';
