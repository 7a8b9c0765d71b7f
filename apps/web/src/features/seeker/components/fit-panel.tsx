import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type {
  FitFacts,
  FitPartResponse,
  FitPlaceFacts,
  JobFitResponse,
  LocalizedText,
} from '@talent/contracts';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import { pickLocalized } from '../../../lib/localized-text';
import { useJobFit } from '../api/fit';
import { describeWorkModel } from '../../jobs/components/work-model-labels';
import { formatPercent, languageName } from './fit-format';
import classes from './seeker.module.css';

const PART_LABEL_KEYS = {
  skills: 'jobs.fit.skills',
  languages: 'jobs.fit.languages',
  experience: 'jobs.fit.experience',
  education: 'jobs.fit.education',
  location: 'jobs.fit.location',
} as const satisfies Record<FitPartResponse['key'], string>;

// i18next's own TFunction: the hook's type made this file's calls too deep to check once the
// translations grew past about 700 keys (TS2589)
type Translate = TFunction;

/**
 * Names in a list of the interface language, each isolated (U+2068 … U+2069) so that a Latin
 * skill name in Arabic text, or an Arabic one in English, keeps its place and its own direction.
 */
function isolatedList(items: readonly string[], locale: Locale): string {
  return formatList(
    items.map((item) => `\u2068${item}\u2069`),
    locale,
  );
}

interface PartText {
  /** What the seeker holds, or null when the profile says nothing. */
  you: string | null;
  /** What the job asks; null when it asks nothing. */
  job: string | null;
  /** Requirements held below the level asked, by name. */
  partial: string[];
  /** Requirements not met, by name. */
  missing: string[];
  /** Requirements credited through another skill, in words ("SQL — through PostgreSQL"). */
  through: string[];
}

/**
 * Each part in words: both sides by name in the interface language. Only the names the server
 * sends are shown (`facts`), never the codes of a part's `matched`/`missing` lists, except
 * for skills (names as the job spells them) and languages (named by the browser).
 */
function describeParts(
  facts: FitFacts,
  parts: readonly FitPartResponse[],
  t: Translate,
  locale: Locale,
): Record<FitPartResponse['key'], PartText> {
  const list = (items: readonly string[]) => (items.length === 0 ? null : isolatedList(items, locale));
  const name = (text: LocalizedText) => pickLocalized(text, locale);
  const place = (p: FitPlaceFacts): string | null => {
    if (p.city !== null && p.country !== null)
      return t('jobs.job.location', { city: name(p.city), country: name(p.country) });
    const one = p.city ?? p.country;
    return one === null ? null : name(one);
  };
  const part = (key: FitPartResponse['key']) => parts.find((p) => p.key === key);
  const skills = part('skills');
  const languages = part('languages');
  const languageNames = (codes: readonly string[]) => codes.map((code) => languageName(code, locale));
  // the seeker's skills that the job asks for first
  const wanted = new Set(
    [...(skills?.matched ?? []), ...(skills?.partial ?? [])].map((s) => s.toLowerCase()),
  );
  // a skill credited in part through a related one is not "below the level asked": it says so itself
  const via = skills?.via ?? [];
  const relatedOnly = new Set(via.filter((v) => v.relation === 'related').map((v) => v.item));
  const through = via.map((v) =>
    t(v.relation === 'implied' ? 'jobs.fit.viaImplied' : 'jobs.fit.viaRelated', {
      skill: `\u2068${v.item}\u2069`,
      via: `\u2068${v.via}\u2069`,
    }),
  );
  const ownSkills = [...facts.skills.candidate].sort(
    (a, b) => Number(wanted.has(b.toLowerCase())) - Number(wanted.has(a.toLowerCase())),
  );

  const home = facts.location.candidate === null ? null : place(facts.location.candidate);
  const preferred = facts.location.preferred.map(place).filter((p): p is string => p !== null);
  const wouldWork =
    preferred.length === 0 ? null : t('jobs.fit.preferred', { places: isolatedList(preferred, locale) });
  const years = facts.experience.candidateYears;

  return {
    skills: {
      you: list(ownSkills),
      job: list(facts.skills.job),
      partial: (skills?.partial ?? []).filter((item) => !relatedOnly.has(item)),
      missing: skills?.missing ?? [],
      through,
    },
    languages: {
      you: list(languageNames(facts.languages.candidate)),
      job: list(languageNames(facts.languages.job)),
      partial: languageNames(languages?.partial ?? []),
      missing: languageNames(languages?.missing ?? []),
      through: [],
    },
    experience: {
      you: years === null ? null : t('jobs.detail.experienceYears', { count: years }),
      job:
        facts.experience.jobMinYears > 0
          ? t('jobs.fit.atLeastYears', { count: facts.experience.jobMinYears })
          : null,
      partial: [],
      missing: [],
      through: [],
    },
    education: {
      you: facts.education.candidate === null ? null : name(facts.education.candidate),
      job: facts.education.job === null ? null : name(facts.education.job),
      partial: [],
      missing: [],
      through: [],
    },
    location: {
      you: home === null ? wouldWork : wouldWork === null ? home : `${home} · ${wouldWork}`,
      job: facts.location.job.remote
        ? describeWorkModel(facts.location.job, t, locale)
        : place(facts.location.job),
      partial: [],
      missing: [],
      through: [],
    },
  };
}

interface FitExplanationProps extends Pick<JobFitResponse, 'fit' | 'facts'> {
  /** Who reads it: the job seeker (the default) or a recruiter looking at a candidate. */
  audience?: 'seeker' | 'recruiter';
  /** The heading's level: 2 on a page of its own, lower inside a panel. */
  headingOrder?: 2 | 3;
}

/** "Why this job", from an answer of the fit call: the percent and, per part, both sides by name. */
export function FitExplanation({ fit, facts, audience = 'seeker', headingOrder = 2 }: FitExplanationProps) {
  const { t } = useTranslation();
  // the candidate's side: the seeker reads "you", a recruiter "the candidate"
  const recruiter = audience === 'recruiter';
  const heading = recruiter ? t('recruiter.candidate.fitHeading') : t('jobs.fit.heading');
  const notInProfile = recruiter ? t('recruiter.candidate.fitNotInProfile') : t('jobs.fit.notInProfile');
  const theirs = (value: string) =>
    recruiter ? t('recruiter.candidate.fitCandidate', { value }) : t('jobs.fit.you', { value });
  const locale = useLocale();
  const headingId = useId();
  const text = describeParts(facts, fit.parts, t, locale);

  return (
    <Card component="section" withBorder aria-labelledby={headingId} padding="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={headingOrder} size="h4" id={headingId}>
          {heading}
        </Title>
        <Text fw={700} size="lg">
          {t('jobs.fit.percent', { percent: formatPercent(fit.percent, locale) })}
        </Text>
      </Group>
      <dl className={classes.fitParts}>
        {fit.parts.map((part) => {
          const { you, job, partial, missing, through } = text[part.key];
          return (
            <div key={part.key} className={classes.fitPart}>
              <dt>
                <Text fw={600} span>
                  {t(PART_LABEL_KEYS[part.key])}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {formatPercent(Math.round(part.score * 100), locale)}
                </Text>
              </dt>
              <dd>
                <Stack gap={2}>
                  <Text size="sm">{theirs(you ?? notInProfile)}</Text>
                  <Text size="sm">
                    {part.required && job !== null
                      ? t('jobs.fit.jobWants', { value: job })
                      : t('jobs.fit.notRequired')}
                  </Text>
                  {through.map((line) => (
                    <Text size="sm" key={line}>
                      {line}
                    </Text>
                  ))}
                  {partial.length > 0 && (
                    <Text size="sm">{t('jobs.fit.partial', { items: isolatedList(partial, locale) })}</Text>
                  )}
                  {missing.length > 0 && (
                    <Text size="sm">{t('jobs.fit.missing', { items: isolatedList(missing, locale) })}</Text>
                  )}
                </Stack>
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

/** "Why this job" for the signed-in seeker: nothing until the fit has loaded. */
export function FitPanel({ jobId }: { jobId: string }) {
  const fit = useJobFit(jobId, true);
  if (fit.data === undefined) return null;
  return <FitExplanation fit={fit.data.fit} facts={fit.data.facts} />;
}
