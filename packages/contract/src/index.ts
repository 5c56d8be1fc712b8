export * from './account.ts';
export * from './catalog.ts';
export * from './catalog-types.ts';
export * from './errors.ts';
export * from './locales.ts';
export * from './money.ts';
export * from './validators.ts';
