import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobSummary } from '@talent/contracts';
import { IconBriefcase, IconCash, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { jobLinkState } from '../hooks/use-back-to-list';
import { useJobFormat } from '../hooks/use-job-format';
import { CompanyLogo } from './company-logo';
import classes from './job-list.module.css';

/** Skills shown on a card; the rest are counted ("+3"). */
const CARD_SKILLS = 4;

interface JobCardProps {
  job: JobSummary;
  /** The list's query string, handed to the detail page for its back link. */
  listSearch: string;
  /** Where the job opens: `/jobs/{id}` by default; a split list keeps its search in the address. */
  basePath?: string | undefined;
  /** The job shown beside the list. */
  current?: boolean;
  /** On a company's own page the header already shows the logo and the name. */
  hideCompany?: boolean;
  /** The fit badge slot (a job seeker's fit). */
  fit?: ReactNode;
  /** The actions slot (save toggle): above the card's link, so both stay separately clickable. */
  actions?: ReactNode;
}

/**
 * The design system's job card: logo, title, company, place, type, salary, posted, skills, a fit
 * badge slot and an actions slot. The whole card is clickable through one link (the title's, whose
 * box is stretched over the card), so there is one tab stop and no link nested in another control;
 * the actions sit above that box.
 */
export function JobCard({
  job,
  listSearch,
  basePath,
  current = false,
  hideCompany = false,
  fit,
  actions,
}: JobCardProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const extraSkills = job.skills.length - CARD_SKILLS;

  return (
    <Card component="article" withBorder padding="lg" className={classes.card} data-current={current}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {!hideCompany && <CompanyLogo company={job.company} size="lg" />}
        <Stack gap={6} className={classes.cardBody}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} size="h4">
              <Anchor
                component={Link}
                to={basePath === undefined ? `/jobs/${job.id}` : `${basePath}/${job.id}${listSearch}`}
                aria-current={current ? 'page' : undefined}
                state={jobLinkState(listSearch)}
                dir="auto"
                lang={job.textLanguage}
                className={classes.titleLink}
              >
                {job.title}
              </Anchor>
            </Title>
            {actions !== undefined && <div className={classes.cardActions}>{actions}</div>}
          </Group>
          {!hideCompany && (
            <Text fw={500}>
              <bdi>{job.company.name}</bdi>
            </Text>
          )}
          <Group gap="xs" wrap="wrap" className={classes.facts}>
            <Text size="sm" className={classes.fact}>
              <IconMapPin size={iconSize.sm} aria-hidden />
              <bdi>{format.location(job.location)}</bdi>
            </Text>
            <Text size="sm" className={classes.fact}>
              <IconBriefcase size={iconSize.sm} aria-hidden />
              {format.employmentType(job.employmentType)}
            </Text>
            {job.location.remote && (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {t('jobs.job.remote')}
              </Badge>
            )}
          </Group>
          {job.salary !== null && (
            <Text size="sm" className={classes.fact}>
              <IconCash size={iconSize.sm} aria-hidden />
              {format.salary(job.salary)}
            </Text>
          )}
          {job.skills.length > 0 && (
            <Group gap={6} wrap="wrap">
              {job.skills.slice(0, CARD_SKILLS).map((skill) => (
                <Badge key={skill.id} variant="default" radius="sm" tt="none" fw={500}>
                  <bdi>{skill.skillName}</bdi>
                </Badge>
              ))}
              {extraSkills > 0 && (
                <Text size="xs" c="dimmed">
                  +{extraSkills}
                </Text>
              )}
            </Group>
          )}
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" className={classes.fact}>
              <IconClock size={iconSize.sm} aria-hidden />
              <time dateTime={job.publishedAt} title={format.date(job.publishedAt)}>
                {format.posted(job.publishedAt)}
              </time>
            </Text>
            {fit}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
