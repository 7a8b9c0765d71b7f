import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { JobDetail as Job } from '@talent/contracts';
import { isEndDateReached } from '@talent/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatList } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useJobFormat } from '../hooks/use-job-format';
import { CompanyLogo } from './company-logo';
import { MaterialChangeNote } from './material-change';
import { describeWorkModel } from './work-model-labels';
import classes from './job-detail.module.css';

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
function toParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The seeker's page of a company: its header, Follow and its open jobs (app/router.tsx). */
const companyPath = (companyId: string) => `/jobs/companies/${encodeURIComponent(companyId)}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface JobDetailProps {
  job: Job;
  actions?: ReactNode;
  headingOrder?: 1 | 2;
}

export function JobDetail({ job, actions, headingOrder = 1 }: JobDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useJobFormat();
  const titleId = useId();
  const factsId = useId();
  const skillsId = useId();
  const descriptionId = useId();
  const closed = job.status !== 'published' || isEndDateReached(job.endDate);
  const category = format.name(job.category.name);

  return (
    <Stack component="article" aria-labelledby={titleId} gap="xl">
      {/* what a seeker looks for first (pay, place, type, closing date) comes right under the title,
          on a phone's first screen; "Why this job" and the rest follow */}
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <CompanyLogo company={job.company} size="xl" />
          <Stack gap={4} className={classes.header}>
            {/* the title reads in its own language and direction, aligned with the interface */}
            <Title order={headingOrder} id={titleId} className={classes.title}>
              <span dir="auto" lang={job.textLanguage}>
                {job.title}
              </span>
            </Title>
            <Anchor component={Link} to={companyPath(job.company.id)} size="lg" fw={500}>
              <bdi>{job.company.name}</bdi>
            </Anchor>
          </Stack>
        </Group>

        <dl className={classes.keyFacts}>
          {job.salary !== null && (
            <Fact label={t('jobs.detail.salary')}>
              <bdi>{format.salary(job.salary)}</bdi>
            </Fact>
          )}
          <Fact label={t('jobs.detail.location')}>
            <bdi>{format.location(job.location)}</bdi>
          </Fact>
          <Fact label={t('jobs.detail.workModel')}>{describeWorkModel(job.location, t, locale)}</Fact>
          <Fact label={t('jobs.detail.employmentType')}>{format.employmentType(job.employmentType)}</Fact>
          {job.endDate !== null && (
            <Fact label={t('jobs.detail.closes')}>
              <time dateTime={job.endDate}>{format.date(job.endDate)}</time>
            </Fact>
          )}
          <Fact label={t('jobs.detail.posted')}>
            <time dateTime={job.publishedAt}>{format.date(job.publishedAt)}</time>
          </Fact>
        </dl>
        {job.materialChange !== undefined && job.materialChange !== null && (
          <MaterialChangeNote change={job.materialChange} />
        )}
      </Stack>

      {closed && (
        <Alert variant="light" color="brand" role="note">
          <Text fw={600}>{t('jobs.detail.closedNotice')}</Text>
        </Alert>
      )}

      {actions}

      <section aria-labelledby={factsId}>
        <Title order={(headingOrder + 1) as 2 | 3} size="h3" id={factsId} mb="md">
          {t('jobs.detail.facts')}
        </Title>
        <dl className={classes.facts}>
          <Fact label={t('jobs.detail.category')}>
            {job.subCategory === null
              ? category
              : t('jobs.job.categoryPath', { category, subCategory: format.name(job.subCategory.name) })}
          </Fact>
          <Fact label={t('jobs.detail.experience')}>
            {job.minExperienceYears === 0
              ? t('jobs.detail.noExperience')
              : t('jobs.detail.experienceYears', { count: job.minExperienceYears })}
          </Fact>
          {job.languages.length > 0 && (
            <Fact label={t('jobs.detail.languages')}>
              {formatList(
                job.languages.map((l) => format.name(l.name)),
                locale,
              )}
            </Fact>
          )}
        </dl>
      </section>

      {job.skills.length > 0 && (
        <section aria-labelledby={skillsId}>
          <Title order={(headingOrder + 1) as 2 | 3} size="h3" id={skillsId} mb="md">
            {t('jobs.detail.skills')}
          </Title>
          <Group component="ul" gap="xs" className={classes.badges}>
            {job.skills.map((skill) => (
              <li key={skill.id}>
                <Badge variant="light" size="lg" radius="sm" tt="none">
                  {skill.skillName}
                </Badge>
              </li>
            ))}
          </Group>
        </section>
      )}

      <section aria-labelledby={descriptionId}>
        <Title order={(headingOrder + 1) as 2 | 3} size="h3" id={descriptionId} mb="md">
          {t('jobs.detail.description')}
        </Title>
        <div className={classes.description} dir="auto" lang={job.textLanguage}>
          {toParagraphs(job.description).map((paragraph, i) => (
            <p key={i} dir="auto">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
    </Stack>
  );
}
