export * from './calendar';
export * from './holidays-ar';
