import type { HrJobCard, PipelineStageCounts } from '@talent/contracts';
import { buildJobSummary } from '../../../test/factories';

/** Test data: a job of the recruiter's lists (the public card, its status and its stage counts). */
export function buildHrJobCard(overrides: Partial<HrJobCard> = {}): HrJobCard {
  const summary = buildJobSummary();
  const stageCounts: PipelineStageCounts = {
    invited: 1,
    applied: 4,
    shortlisted: 2,
    interviewing: 1,
    offered: 0,
    hired: 0,
    rejected: 3,
  };
  return { ...summary, status: 'published', stageCounts, ...overrides };
}

export function buildHrJobList(items: HrJobCard[], total = items.length, offset = 0) {
  return { items, total, limit: 20, offset };
}
