export * from './paths.ts';
export * from './site.ts';
