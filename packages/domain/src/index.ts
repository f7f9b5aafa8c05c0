export * from './permissions/permissions';
export * from './format/format';
export * from './tax-id/tax-id';
export * from './credit/situacion';
export * from './credit/score';
export * from './credit/quota';
