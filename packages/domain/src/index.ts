export * from './permissions/permissions';
