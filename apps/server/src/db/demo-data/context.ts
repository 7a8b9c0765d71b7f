import type { DemoFiles } from './files.js';
import type { ModelReference } from './model-reference.js';
import type { People } from './people.js';
import type { SeededRandom } from './random.js';
import type { Reference } from './reference.js';
import type { DemoRows } from './rows.js';

/** What every part of the generator shares: the one source of chance, the clock and the rows. */
export interface DemoContext {
  readonly random: SeededRandom;
  readonly now: Date;
  readonly rows: DemoRows;
  readonly reference: Reference;
  readonly model: ModelReference;
  readonly people: People;
  readonly files: DemoFiles;
  /** Skill ids by lower-cased name. */
  readonly skillIds: ReadonlyMap<string, string>;
}
