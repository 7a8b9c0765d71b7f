export * from './validation.js';
export * from './request-filters.js';
export * from './password-strength.js';
export * from './fit.js';
export * from './skill-taxonomy.js';
