import { Anchor, Badge, Box, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { ApplicationStatus } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { APPLICATION_PAGE_SIZE, useApplications } from '../api/applications';
import classes from './seeker.module.css';
import { APPLICATION_STATUSES, STATUS_LABEL_KEYS } from './status-labels';

/** /applications: the seeker's applications, filtered by status. */
export function ApplicationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('applications.list.title'));
  const [statuses, setStatuses] = useState<ApplicationStatus[]>([]);
  const [page, setPage] = useState(1);
  const query = useApplications(statuses, (page - 1) * APPLICATION_PAGE_SIZE);
  const data = query.data;
  const pages = data === undefined ? 0 : Math.ceil(data.total / APPLICATION_PAGE_SIZE);

  const toggle = (status: ApplicationStatus) => {
    setPage(1);
    setStatuses((current) =>
      current.includes(status) ? current.filter((s) => s !== status) : [...current, status],
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('applications.list.title')}</Title>
      <Group gap="xs" role="group" aria-label={t('applications.list.filter')}>
        <Button
          size="xs"
          variant={statuses.length === 0 ? 'filled' : 'default'}
          aria-pressed={statuses.length === 0}
          onClick={() => setStatuses([])}
        >
          {t('applications.list.all')}
        </Button>
        {APPLICATION_STATUSES.map((status) => (
          <Button
            key={status}
            size="xs"
            variant={statuses.includes(status) ? 'filled' : 'default'}
            aria-pressed={statuses.includes(status)}
            onClick={() => toggle(status)}
          >
            {t(STATUS_LABEL_KEYS[status])}
          </Button>
        ))}
      </Group>
      <Text role="status" fw={600}>
        {data !== undefined && t('applications.list.total', { count: data.total })}
      </Text>
      {query.isPending && <PageLoader label={t('applications.list.loading')} />}
      {query.isError && (
        <ErrorState
          title={t('applications.list.errorTitle')}
          message={t('applications.list.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {data !== undefined && data.items.length === 0 && <Text>{t('applications.list.empty')}</Text>}
      {data !== undefined && data.items.length > 0 && (
        <ul className={classes.list}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Card component="article" withBorder padding="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Title order={2} size="h5">
                      <Anchor component={Link} to={`/applications/${item.id}`} dir="auto">
                        {item.job.title}
                      </Anchor>
                    </Title>
                    <Text size="sm" dir="auto">
                      {item.job.company.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('applications.list.appliedOn', { date: formatDate(item.appliedAt, locale) })}
                    </Text>
                  </Stack>
                  <Badge variant="light" tt="none">
                    {t(STATUS_LABEL_KEYS[item.status])}
                  </Badge>
                </Group>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t('applications.list.pagination')}>
          <Pagination total={pages} value={page} onChange={setPage} />
        </Box>
      )}
    </Stack>
  );
}
