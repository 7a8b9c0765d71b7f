import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ApplicationStatus } from '@talent/contracts';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { APPLICATION_PAGE_SIZE, useApplications } from '../api/applications';
import { AppliedCompanies } from './applied-companies';
import { GraduateRequest } from './graduate-request';
import { LatestOffersPanel } from './latest-offers-panel';
import classes from './seeker.module.css';
import { APPLICATION_STATUSES, STATUS_LABEL_KEYS } from './status-labels';
import { ListPages } from '../../../components/list-pages';

/** The filter and page in the address (`?status=applied&status=rejected&page=2`), so they survive a reload. */
function readAddress(params: URLSearchParams): { statuses: ApplicationStatus[]; page: number } {
  const statuses = APPLICATION_STATUSES.filter((s) => params.getAll('status').includes(s));
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { statuses, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function writeAddress(statuses: readonly ApplicationStatus[], page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of statuses) params.append('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * /applications: what is new (offers and interviews), the seeker's applications filtered by status
 * (the filter is kept in the address), and beside them from 64em (under them on a phone) the
 * companies applied to and the graduate-offer request.
 */
export function ApplicationsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('applications.list.title'));
  const [params, setParams] = useSearchParams();
  const { statuses, page } = readAddress(params);
  const setStatuses = (next: ApplicationStatus[]) => setParams(writeAddress(next, 1));
  const setPage = (next: number) => setParams(writeAddress(statuses, next));
  const query = useApplications(statuses, (page - 1) * APPLICATION_PAGE_SIZE);
  const data = query.data;

  const toggle = (status: ApplicationStatus) =>
    setStatuses(statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]);

  return (
    <Stack gap="lg">
      <PageHeader title={t('applications.list.title')} />
      <LatestOffersPanel />
      <div className={classes.applicationsLayout}>
        <div className={classes.applicationsMain}>
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
              error={query.error}
            />
          )}
          {data !== undefined && data.items.length === 0 && statuses.length === 0 && (
            <EmptyState
              icon={IconBriefcase}
              title={t('applications.list.emptyTitle')}
              message={t('applications.list.empty')}
              action={
                <Button component={Link} to="/jobs">
                  {t('applications.list.emptyAction')}
                </Button>
              }
            />
          )}
          {data !== undefined && data.items.length === 0 && statuses.length > 0 && (
            <EmptyState
              title={t('applications.list.emptyFiltered')}
              action={
                <Button variant="default" onClick={() => setStatuses([])}>
                  {t('applications.list.showAll')}
                </Button>
              }
            />
          )}
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
                        <Text size="sm">
                          <bdi>{item.job.company.name}</bdi>
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
          {data !== undefined && (
            <ListPages
              total={data.total}
              pageSize={APPLICATION_PAGE_SIZE}
              page={page}
              label={t('applications.list.pagination')}
              onChange={setPage}
            />
          )}
        </div>
        <div className={classes.applicationsAside}>
          <AppliedCompanies />
          <GraduateRequest />
        </div>
      </div>
    </Stack>
  );
}
