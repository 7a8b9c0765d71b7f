import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JobSummary } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobLinkState } from '../hooks/use-back-to-list';
import { useJobFormat } from '../hooks/use-job-format';
import { CompanyLogo } from './company-logo';
import classes from './job-list.module.css';

interface JobCardProps {
  job: JobSummary;
  /** The list's query string, handed to the detail page for its back link. */
  listSearch: string;
  /** Where the job opens: `/jobs/{id}` by default; a split list keeps its search in the address. */
  basePath?: string | undefined;
  /** The job shown beside the list. */
  current?: boolean;
}

export function JobCard({ job, listSearch, basePath, current = false }: JobCardProps) {
  const { t } = useTranslation();
  const format = useJobFormat();

  return (
    <Card component="article" withBorder padding="lg" className={classes.card} data-current={current}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <CompanyLogo company={job.company} size="lg" />
        <Stack gap={6} className={classes.cardBody}>
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
          <Text fw={500}>
            <span dir="auto">{job.company.name}</span>
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{format.location(job.location)}</Text>
            <Badge variant="light" radius="sm" tt="none">
              {format.employmentType(job.employmentType)}
            </Badge>
            {job.location.remote && (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {t('jobs.job.remote')}
              </Badge>
            )}
          </Group>
          {job.salary !== null && <Text size="sm">{format.salary(job.salary)}</Text>}
          <Text size="sm" c="dimmed">
            <time dateTime={job.publishedAt} title={format.date(job.publishedAt)}>
              {format.posted(job.publishedAt)}
            </time>
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
