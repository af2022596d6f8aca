export * from './assets.ts';
export * from './campaigns.ts';
export * from './companies.ts';
export * from './emails.ts';
export * from './flags.ts';
export * from './users.ts';
