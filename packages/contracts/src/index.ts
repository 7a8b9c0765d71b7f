export * from './common.js';
export * from './categories.js';
export * from './jobs.js';
export * from './info.js';
export * from './auth.js';
export * from './enterprise-sso.js';
