export * from './validation.js';
export * from './request-filters.js';
