export * from './paths.ts';
export * from './site.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './pagination.ts';
export * from './catalog.ts';
export * from './search.ts';
export * from './content.ts';
