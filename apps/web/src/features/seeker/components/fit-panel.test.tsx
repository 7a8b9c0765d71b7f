import { screen } from '@testing-library/react';
import type { JobFitResponse } from '@talent/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { FitPanel } from './fit-panel';

const JOB_ID = '00000000-0000-4000-8000-00000000f17a';

/**
 * A fit as the server answers it for a Java developer looking at a process engineering job: the
 * parts carry codes ("bachelor", "city", "ar"), the facts carry names.
 */
const answer: JobFitResponse = {
  jobId: JOB_ID,
  fit: {
    percent: 33,
    parts: [
      {
        key: 'skills',
        weight: 55,
        score: 0.25,
        required: true,
        matched: [],
        partial: ['SQL'],
        missing: ['Process design', 'AutoCAD'],
      },
      {
        key: 'languages',
        weight: 10,
        score: 0.5,
        required: true,
        matched: ['en'],
        partial: [],
        missing: ['ar'],
      },
      {
        key: 'experience',
        weight: 15,
        score: 0.364,
        required: true,
        matched: [],
        partial: ['11'],
        missing: [],
      },
      {
        key: 'education',
        weight: 10,
        score: 0.75,
        required: true,
        matched: [],
        partial: ['master'],
        missing: [],
      },
      {
        key: 'location',
        weight: 10,
        score: 0,
        required: true,
        matched: [],
        partial: [],
        missing: ['country', 'city'],
      },
    ],
  },
  facts: {
    skills: { candidate: ['Java', 'SQL'], job: ['Process design', 'SQL', 'AutoCAD'] },
    languages: { candidate: ['en', 'zh'], job: ['ar', 'en'] },
    experience: { candidateYears: 4, jobMinYears: 11 },
    education: {
      candidate: { en: "Bachelor's degree", zh: '学士学位', ar: 'بكالوريوس' },
      job: { en: "Master's degree", zh: '硕士学位', ar: 'ماجستير' },
    },
    location: {
      candidate: {
        country: { en: 'Oman', zh: '阿曼', ar: 'عُمان' },
        city: { en: 'Muscat', zh: '马斯喀特', ar: 'مسقط' },
      },
      preferred: [{ country: { en: 'Qatar', zh: '卡塔尔', ar: 'قطر' }, city: null }],
      job: {
        country: { en: 'United Arab Emirates', zh: '阿拉伯联合酋长国', ar: 'الإمارات العربية المتحدة' },
        city: { en: 'Dubai', zh: '迪拜', ar: 'دبي' },
        remote: false,
      },
    },
  },
};

/** Every code the parts carry, and what the old panel showed. */
const CODES = ['bachelor', 'master', 'city', 'country', 'preferred_city', 'preferred_country', 'remote'];
/** The skill names, which are shown as the job and the seeker spell them. */
const SKILL_NAMES = ['Process design', 'SQL', 'AutoCAD', 'Java'];

/** The text without the marks that isolate each name's direction (U+2068, U+2069), spaces collapsed. */
const plain = (text: string) =>
  text
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const byText = (text: string) => screen.getByText(text, { normalizer: plain });

async function renderPanel(locale: Locale): Promise<string> {
  stubFetchRoutes({ [`GET /elevate-be/rest/api/job-seeker/job/${JOB_ID}/fit`]: () => jsonResponse(answer) });
  renderRoute(<FitPanel jobId={JOB_ID} />, { path: '/jobs/:jobId', url: `/jobs/${JOB_ID}`, locale });
  const region = await screen.findByRole('region');
  return plain(region.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FitPanel', () => {
  it.each(['en-US', 'zh-CN', 'ar'] as const)('shows names and no code or raw value in %s', async (locale) => {
    const text = await renderPanel(locale);
    for (const code of CODES) expect(text, code).not.toMatch(new RegExp(`\\b${code}\\b`));
    // bare ISO language codes, alone or in a list ("ar, en"), and the job's minimum as the seeker's years
    expect(text).not.toMatch(/\b(ar|en|zh)\b/);
    expect(text).not.toMatch(/\b[a-z]{2}(, [a-z]{2})+\b/);
    expect(text).not.toMatch(/(You: |您：|أنت: )11\b/);
    if (locale !== 'en-US') {
      // nothing in Latin letters but the skills, which have no translation
      const withoutSkills = SKILL_NAMES.reduce((rest, name) => rest.split(name).join(''), text);
      expect(withoutSkills).not.toMatch(/[A-Za-z]/);
    }
  });

  it('puts both sides by name in English: skills, languages, years, degree and place', async () => {
    const text = await renderPanel('en-US');
    expect(screen.getByRole('heading', { name: 'Why this job' })).toBeTruthy();
    expect(byText('33% fit')).toBeTruthy();
    expect(byText('You: SQL and Java')).toBeTruthy();
    expect(byText('Job wants: Process design, SQL, and AutoCAD')).toBeTruthy();
    expect(byText('Below the level asked: SQL')).toBeTruthy();
    expect(byText('Missing: Process design and AutoCAD')).toBeTruthy();
    expect(byText('You: English and Chinese')).toBeTruthy();
    expect(byText('Job wants: Arabic and English')).toBeTruthy();
    expect(byText('Missing: Arabic')).toBeTruthy();
    expect(byText('You: 4 years')).toBeTruthy();
    expect(byText('Job wants: 11+ years')).toBeTruthy();
    expect(byText("You: Bachelor's degree")).toBeTruthy();
    expect(byText("Job wants: Master's degree")).toBeTruthy();
    expect(byText('You: Muscat, Oman · would work in Qatar')).toBeTruthy();
    expect(byText('Job wants: Dubai, United Arab Emirates')).toBeTruthy();
    expect(text).toContain('25%');
  });

  it('names languages, degrees and places in Chinese and Arabic', async () => {
    const zh = await renderPanel('zh-CN');
    expect(zh).toContain('阿拉伯语');
    expect(zh).toContain('硕士学位');
    expect(zh).toContain('迪拜');
    expect(zh).toContain('至少 11 年');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    const ar = await renderPanel('ar');
    expect(ar).toContain('العربية');
    expect(ar).toContain('ماجستير');
    expect(ar).toContain('دبي');
    // a Latin name in Arabic text keeps its own direction and place
    expect(screen.getByRole('region').textContent).toContain('\u2068Process design\u2069');
  });

  it('says what the profile lacks rather than showing nothing', async () => {
    stubFetchRoutes({
      [`GET /elevate-be/rest/api/job-seeker/job/${JOB_ID}/fit`]: () =>
        jsonResponse({
          ...answer,
          facts: {
            ...answer.facts,
            experience: { candidateYears: null, jobMinYears: 0 },
            education: { candidate: null, job: null },
            location: { ...answer.facts.location, candidate: null, preferred: [] },
          },
          fit: {
            ...answer.fit,
            parts: answer.fit.parts.map((p) =>
              p.key === 'experience' || p.key === 'education'
                ? { ...p, required: false, score: 1, partial: [] }
                : p,
            ),
          },
        }),
    });
    renderRoute(<FitPanel jobId={JOB_ID} />, { path: '/jobs/:jobId', url: `/jobs/${JOB_ID}` });
    await screen.findByRole('region');
    expect(screen.getAllByText('You: not in your profile', { normalizer: plain })).toHaveLength(3);
    expect(screen.getAllByText('Not asked for by this job.')).toHaveLength(2);
  });

  /** A PostgreSQL and MySQL developer and a remote job open only to candidates in Qatar. */
  const throughAnswer = (): JobFitResponse => ({
    ...answer,
    fit: {
      ...answer.fit,
      parts: answer.fit.parts.map((p) => {
        if (p.key === 'skills')
          return {
            ...p,
            score: 0.75,
            matched: ['SQL'],
            partial: ['PostgreSQL'],
            missing: [],
            via: [
              { item: 'PostgreSQL', via: 'MySQL', relation: 'related' as const },
              { item: 'SQL', via: 'MySQL', relation: 'implied' as const },
            ],
          };
        if (p.key === 'location') return { ...p, score: 0, missing: ['country'] };
        return p;
      }),
    },
    facts: {
      ...answer.facts,
      skills: { candidate: ['MySQL'], job: ['PostgreSQL', 'SQL'] },
      location: {
        ...answer.facts.location,
        job: {
          country: { en: 'Qatar', zh: '卡塔尔', ar: 'قطر' },
          city: null,
          remote: true,
          workModel: 'remote',
          remoteCountries: ['QA'],
        },
      },
    },
  });

  it.each([
    [
      'en-US',
      'SQL — through MySQL',
      'PostgreSQL — partly: through MySQL',
      'Remote — open to candidates in Qatar',
    ],
    ['zh-CN', 'SQL — 通过 MySQL', 'PostgreSQL — 部分：通过 MySQL', '卡塔尔'],
    ['ar', 'SQL — من خلال MySQL', 'PostgreSQL — جزئيًا: من خلال MySQL', 'قطر'],
  ] as const)(
    'says in %s which skills count through others, and where a remote job is open',
    async (locale, implied, related, remote) => {
      stubFetchRoutes({
        [`GET /elevate-be/rest/api/job-seeker/job/${JOB_ID}/fit`]: () => jsonResponse(throughAnswer()),
      });
      renderRoute(<FitPanel jobId={JOB_ID} />, { path: '/jobs/:jobId', url: `/jobs/${JOB_ID}`, locale });
      const region = await screen.findByRole('region');
      expect(byText(implied)).toBeTruthy();
      expect(byText(related)).toBeTruthy();
      const text = plain(region.textContent);
      expect(text).toContain(remote);
      // a skill credited in part through a related one is not called "below the level asked"
      if (locale === 'en-US') {
        expect(screen.queryByText(/Below the level asked/)).toBeNull();
        expect(text).not.toMatch(/Missing: (PostgreSQL|SQL)/);
      }
    },
  );
});
