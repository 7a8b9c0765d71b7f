import { Anchor, Badge, Box, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { SAVED_PAGE_SIZE, useSavedJobs } from '../api/saved-jobs';
import classes from './seeker.module.css';

interface SavedJobsScreenProps {
  currentJobId?: string | undefined;
  /** The saved job shown beside the list. */
  detail?: ReactNode;
}

/** /saved: the seeker's saved jobs, 50 a page, the chosen one beside the list on wide screens. */
export function SavedJobsScreen({ currentJobId, detail }: SavedJobsScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('saved.list.title'));
  const [page, setPage] = useState(1);
  const query = useSavedJobs((page - 1) * SAVED_PAGE_SIZE);
  const data = query.data;
  const pages = data === undefined ? 0 : Math.ceil(data.total / SAVED_PAGE_SIZE);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('saved.list.title')}</Title>
      <div className={classes.split} data-detail={currentJobId !== undefined}>
        <Stack gap="md">
          <Text role="status" fw={600}>
            {data !== undefined && t('saved.list.total', { count: data.total })}
          </Text>
          {query.isPending && <PageLoader label={t('saved.list.loading')} />}
          {query.isError && (
            <ErrorState
              title={t('saved.list.errorTitle')}
              message={t('saved.list.errorMessage')}
              retryLabel={t('common.actions.retry')}
              onRetry={() => void query.refetch()}
            />
          )}
          {data !== undefined && data.items.length === 0 && (
            <Stack align="flex-start" gap="xs">
              <Text>{t('saved.list.empty')}</Text>
              <Anchor component={Link} to="/jobs">
                {t('saved.list.browse')}
              </Anchor>
            </Stack>
          )}
          {data !== undefined && data.items.length > 0 && (
            <ul className={classes.list}>
              {data.items.map((job) => (
                <li key={job.id}>
                  <Card component="article" withBorder padding="md" data-current={job.id === currentJobId}>
                    <Title order={2} size="h5">
                      <Anchor
                        component={Link}
                        to={`/saved/${job.id}`}
                        dir="auto"
                        aria-current={job.id === currentJobId ? 'page' : undefined}
                      >
                        {job.title}
                      </Anchor>
                    </Title>
                    <Text size="sm" dir="auto">
                      {job.company.name}
                    </Text>
                    <Group gap="xs" mt={4}>
                      <Text size="xs" c="dimmed">
                        {t('saved.list.savedOn', { date: formatDate(job.savedAt, locale) })}
                      </Text>
                      {!job.isOpen && (
                        <Badge color="gray" variant="light" tt="none" size="sm">
                          {t('saved.list.closed')}
                        </Badge>
                      )}
                    </Group>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <Box component="nav" aria-label={t('saved.list.pagination')}>
              <Pagination total={pages} value={page} onChange={setPage} />
            </Box>
          )}
        </Stack>
        {currentJobId !== undefined && <div>{detail}</div>}
      </div>
    </Stack>
  );
}
