import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/demo-world.js';
import { isOpenSql } from './jobs.repository.js';
import { FIRST_ANSWER_FLOOR, RELEVANCE_FLOOR, RELEVANCE_SET, scoreRelevance } from './search-relevance.js';

const JOBS = '/elevate-be/rest/api/jobs';

/** The public search's precision at 10 over the demo world (search-relevance.ts). */
describe('the job search relevance set', () => {
  const demo = useDemoWorld();

  it('has at least 30 queries in each of the three languages', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
    expect(new Set(RELEVANCE_SET.map((q) => q.language))).toEqual(new Set(['en', 'ar', 'zh']));
  });

  it(`keeps the mean precision at 10 at or above ${RELEVANCE_FLOOR}, and the first answers right`, async () => {
    const open = await demo.database.db
      .selectFrom('jobs as j')
      .select(['j.title', 'j.textLanguage as language'])
      .where(isOpenSql)
      .execute();
    const { scores, mean, meanReciprocalRank } = await scoreRelevance(async (keyword) => {
      const res = await demo.app.inject({ method: 'GET', url: JOBS, query: { keyword, limit: '10' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { title: string }[] }>().items.map((item) => item.title);
    }, open);
    // every query has right answers to find: a judgment no open job meets would score nothing
    for (const score of scores) expect(score.possible, score.query).toBeGreaterThan(0);
    expect(mean, 'mean precision at 10').toBeGreaterThanOrEqual(RELEVANCE_FLOOR);
    expect(meanReciprocalRank, 'mean reciprocal rank of the first right answer').toBeGreaterThanOrEqual(
      FIRST_ANSWER_FLOOR,
    );
    // "developer" is a developer's title first, not "Business Development Executive" (both stem to "develop")
    const developer = scores.find((score) => score.query === 'developer');
    expect(developer?.titles[0]).toMatch(/developer/i);
  });
});
