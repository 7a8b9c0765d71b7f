import type { Selectable } from 'kysely';
import type { Jobs } from './schema.js';

/** Names for the closed vocabularies the code passes around; they follow the generated schema. */
export type JobStatus = Selectable<Jobs>['status'];
export type TextLanguage = Selectable<Jobs>['textLanguage'];
