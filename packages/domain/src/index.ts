export * from './permissions/permissions';
export * from './format/format';
export * from './tax-id/tax-id';
export * from './menu-search/menu-search';
export * from './settings/settings';
