import { fill, joinList } from '../demo-data/text.js';
import type { Catalog } from './catalog.js';
import type { SeedContext } from './context.js';
import type { JobRegistry } from './jobs.js';
import { RowBuffer } from './load.js';
import type { OrganisationInfo } from './organisations.js';
import { coverLetters, rejectionNotes, savedJobCollections } from './people.js';
import { BlockRandom, type Prng, Weighted, stableUuid } from './prng.js';
import { CHILD_SLOTS, type SeekerRegistry } from './seekers.js';
import { IdKind, tables } from './tables.js';

const APPLICATION_COUNTS = new Weighted([
  [0, 14],
  [1, 20],
  [2, 22],
  [3, 18],
  [4, 12],
  [5, 8],
  [6, 6],
]);
const SAVED_COUNTS = new Weighted([
  [0, 30],
  [1, 25],
  [2, 20],
  [3, 15],
  [4, 10],
]);
type ApplicationStatus = 'applied' | 'shortlisted' | 'interviewing' | 'rejected' | 'withdrawn';
const STATUSES = new Weighted<ApplicationStatus>([
  ['applied', 58],
  ['shortlisted', 14],
  ['interviewing', 8],
  ['rejected', 14],
  ['withdrawn', 6],
]);

export interface ApplicationChunk {
  readonly random: BlockRandom;
  readonly applications: RowBuffer;
  readonly history: RowBuffer;
  readonly savedJobs: RowBuffer;
}

/**
 * A few applications (each with its status history row) and saved jobs per seeker, pointing at
 * the run's open jobs, mostly in the seeker's own sub-category.
 */
export class ApplicationGenerator {
  private readonly open: { bySubCategory: Int32Array[]; all: Int32Array };
  private readonly nowSec: number;

  constructor(
    private readonly ctx: SeedContext,
    private readonly catalog: Catalog,
    private readonly organisations: readonly OrganisationInfo[],
    private readonly jobs: JobRegistry,
    private readonly seekers: SeekerRegistry,
  ) {
    this.open = jobs.openJobs(catalog.subCategories.length);
    this.nowSec = Math.floor(ctx.nowMs / 1000);
  }

  get hasOpenJobs(): boolean {
    return this.open.all.length > 0;
  }

  startChunk(): ApplicationChunk {
    return {
      random: new BlockRandom(this.ctx.seed, 3_000_000),
      applications: new RowBuffer(tables.applications),
      history: new RowBuffer(tables.applicationStatusHistory),
      savedJobs: new RowBuffer(tables.savedJobs),
    };
  }

  private pickJob(random: Prng, subIndex: number): number {
    const sub = this.catalog.subCategories[subIndex];
    let list: Int32Array | undefined;
    const r = random.float();
    if (r < 0.75) list = this.open.bySubCategory[subIndex];
    else if (r < 0.9 && sub !== undefined)
      list = this.open.bySubCategory[random.pick(sub.category.subCategories).index];
    if (list === undefined || list.length === 0) list = this.open.all;
    return list[Math.floor(random.float() * list.length)] ?? 0;
  }

  private timeAfter(random: Prng, fromSec: number): number {
    const start = Math.min(fromSec, this.nowSec - 60);
    return start + random.int(0, this.nowSec - start);
  }

  add(chunk: ApplicationChunk, seekerIndex: number): void {
    const random = chunk.random.at(seekerIndex);
    const { seed } = this.ctx;
    const seekerId = stableUuid(seed, IdKind.seeker, seekerIndex);
    const subIndex = this.seekers.subCategory[seekerIndex] ?? 0;
    const createdSec = this.seekers.createdSec[seekerIndex] ?? 0;
    const years = this.seekers.years[seekerIndex] ?? 0;
    const sub = this.catalog.subCategories[subIndex];
    const taken = new Set<number>();

    const applications = APPLICATION_COUNTS.pick(random);
    for (let k = 0, tries = 0; k < applications && tries < applications * 3; tries++) {
      const job = this.pickJob(random, subIndex);
      if (taken.has(job)) continue;
      taken.add(job);
      const organisation = this.organisations[this.jobs.organisation[job] ?? 0];
      const appliedSec = this.timeAfter(random, Math.max(createdSec, this.jobs.publishedSec[job] ?? 0));
      const status = STATUSES.pick(random);
      const updatedSec = status === 'applied' ? appliedSec : this.timeAfter(random, appliedSec);
      const coverLetter =
        random.chance(0.4) && sub !== undefined
          ? fill(random.pick(coverLetters), {
              company: organisation?.name ?? 'your company',
              years: years === 1 ? '1 year' : `${years} years`,
              sector: sub.category.vocabulary.sector.en,
              skills: joinList(sub.vocabulary.skills.slice(0, 2), 'en'),
            })
          : null;
      const id = stableUuid(seed, IdKind.application, seekerIndex * CHILD_SLOTS + k);
      const appliedAt = new Date(appliedSec * 1000).toISOString();
      const updatedAt = new Date(updatedSec * 1000).toISOString();
      chunk.applications.push([
        id,
        stableUuid(seed, IdKind.job, job),
        seekerId,
        status,
        'direct',
        null,
        coverLetter,
        null,
        appliedAt,
        updatedAt,
      ]);
      // one history row: the application's last move, by the seeker or by the company's HR
      chunk.history.push(
        status === 'applied'
          ? [
              stableUuid(seed, IdKind.applicationHistory, seekerIndex * CHILD_SLOTS + k),
              id,
              null,
              'applied',
              seekerId,
              appliedAt,
              null,
            ]
          : [
              stableUuid(seed, IdKind.applicationHistory, seekerIndex * CHILD_SLOTS + k),
              id,
              'applied',
              status,
              status === 'withdrawn' ? seekerId : (organisation?.hrUserId ?? null),
              updatedAt,
              status === 'rejected' ? random.pick(rejectionNotes) : null,
            ],
      );
      k++;
    }

    const saved = SAVED_COUNTS.pick(random);
    for (let k = 0, tries = 0; k < saved && tries < saved * 3; tries++) {
      const job = this.pickJob(random, subIndex);
      if (taken.has(job)) continue;
      taken.add(job);
      const savedSec = this.timeAfter(random, Math.max(createdSec, this.jobs.publishedSec[job] ?? 0));
      chunk.savedJobs.push([
        seekerId,
        stableUuid(seed, IdKind.job, job),
        random.chance(0.4) ? random.pick(savedJobCollections) : null,
        new Date(savedSec * 1000).toISOString(),
      ]);
      k++;
    }
  }
}
