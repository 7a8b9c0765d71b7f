import type { Insertable, InsertObject, Transaction } from 'kysely';
import type { DB } from '../schema.js';

export type TableName = keyof DB & string;
export type Row<K extends TableName> = Insertable<DB[K]>;

/**
 * The order the generated tables are written in: every table after the tables it points at.
 * Skills come first and are written on their own (they may exist already).
 */
export const INSERT_ORDER = [
  'users',
  'userRoles',
  'organisations',
  'organisationMembers',
  'organisationAddresses',
  'files',
  'fileShares',
  'jobs',
  'jobSkills',
  'jobLanguages',
  'jobStatusHistory',
  'jobRoleConfigs',
  'profiles',
  'profileVideoCvs',
  'userSettings',
  'experiences',
  'medicalInfos',
  'onlineProfiles',
  'trainings',
  'awards',
  'userLanguages',
  'careerAspirations',
  'certifications',
  'userDocuments',
  'educations',
  'userInterests',
  'projects',
  'projectAttachments',
  'projectUsedSkills',
  'userSkills',
  'skillEndorsements',
  'gainedSkills',
  'recommendations',
  'userSections',
  'volunteerWorks',
  'signatures',
  'invitations',
  'invitationStatusHistory',
  'applications',
  'applicationStatusHistory',
  'shortlists',
  'assessments',
  'assessmentParticipants',
  'assessmentFeedback',
  'assessmentStatusHistory',
  'offers',
  'offerSends',
  'offerStatusHistory',
  'hires',
  'talentCollections',
  'talentCollectionCandidates',
  'freshoutRequests',
  'freshoutOffers',
  'freshoutOfferStatusHistory',
  'savedJobs',
  'interestCompanies',
  'savedSearches',
  'recentSearches',
  'notificationSettings',
  'notifications',
  'chatChannels',
  'chatChannelMembers',
  'chatMessages',
  'oneTimeActions',
  'auditLog',
] as const satisfies readonly TableName[];

export type GeneratedTable = (typeof INSERT_ORDER)[number];

const BATCH_SIZE = 500;

export function batches<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/** "applicationStatusHistory" → "application_status_history", the table's name in SQL. */
export function sqlName(table: string): string {
  return table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Every row the generator makes, per table, in the order it made them. */
export class DemoRows {
  private readonly tables = new Map<TableName, unknown[]>();

  add<K extends GeneratedTable>(table: K, row: Row<K>): void {
    const list = this.tables.get(table);
    if (list === undefined) this.tables.set(table, [row]);
    else list.push(row);
  }

  /** Takes back the rows a later event undoes (a rejected candidate leaves the shortlist). */
  remove<K extends GeneratedTable>(table: K, which: (row: Row<K>) => boolean): void {
    const list = this.tables.get(table);
    if (list === undefined) return;
    // only `add` fills the map, and it keys each row by its own table
    this.tables.set(
      table,
      list.filter((row) => !which(row as Row<K>)),
    );
  }

  list<K extends GeneratedTable>(table: K): readonly Row<K>[] {
    // only `add` fills the map, and it keys each row by its own table
    return (this.tables.get(table) ?? []) as Row<K>[];
  }

  count(table: GeneratedTable): number {
    return this.tables.get(table)?.length ?? 0;
  }

  /** Writes one table in batches; a row may leave out columns that have defaults. */
  async insert<K extends GeneratedTable>(trx: Transaction<DB>, table: K): Promise<void> {
    // Insertable<DB[K]> and InsertObject<DB, K> are the same shape, but TypeScript cannot prove it
    // for a generic table name
    const rows = this.list(table) as readonly InsertObject<DB, K>[];
    for (const batch of batches(rows)) await trx.insertInto(table).values(batch).execute();
  }
}
