export * from './permissions/permissions';
export * from './format/format';
export * from './tax-id/tax-id';
export * from './academy/index';
export * from './fci/fci';
export * from './calendar';
export * from './discount';
