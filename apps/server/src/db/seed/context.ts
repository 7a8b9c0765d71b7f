import type { Catalog } from './catalog.js';

/** What every generator of one run shares. */
export interface SeedContext {
  readonly seed: number;
  /** `bulk-<seed>`: starts every slug and subject of the run, so runs with other seeds never collide. */
  readonly prefix: string;
  readonly now: Date;
  readonly nowMs: number;
  readonly catalog: Catalog;
  /** One scrypt hash of the demo password, shared by every generated user. */
  readonly passwordHash: string;
}

export const DAY_MS = 86_400_000;

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
