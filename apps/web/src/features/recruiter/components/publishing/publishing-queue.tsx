import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { HrJobCard } from '@talent/contracts';
import { IconChecklist, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { ListPages } from '../../../../components/list-pages';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { useLocale } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useJobFormat } from '../../../jobs/hooks/use-job-format';
import { PUBLISHING_PAGE_SIZE, usePublishingQueue } from '../../api/publishing';
import { editLink } from '../jobs-list';
import classes from '../recruiter.module.css';

/** The queue's address: `q` the keyword, `page` from 1. */
export function readQueueAddress(params: URLSearchParams): { keyword: string; page: number } {
  const page = Number(params.get('page') ?? '1');
  return { keyword: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * /hr/publishing: the drafts waiting for the organisation's publisher or admin, newest first, with
 * a keyword search and pages in the address. Each draft opens in the editor, where the publisher
 * reads it and publishes it (a second person checks a job before the public sees it).
 */
export function PublishingQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('recruiter.publishing.pageTitle'));
  const [params, setParams] = useSearchParams();
  const query = readQueueAddress(params);
  const queue = usePublishingQueue(query);
  const data = queue.data;
  const go = (next: { keyword: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.keyword !== '') search.set('q', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recruiter.publishing.heading')}
        description={
          data === undefined
            ? t('recruiter.publishing.intro')
            : t('recruiter.publishing.total', { count: data.total, formatParams: { count: { locale } } })
        }
      />
      <QueueSearch
        key={query.keyword}
        keyword={query.keyword}
        onSearch={(keyword) => go({ keyword, page: 1 })}
      />
      {data === undefined ? (
        queue.isError ? (
          <ErrorState
            title={t('recruiter.publishing.errorTitle')}
            message={t('recruiter.publishing.errorMessage')}
            retryLabel={t('common.actions.retry')}
            error={queue.error}
            onRetry={() => void queue.refetch()}
          />
        ) : (
          <PageLoader label={t('recruiter.publishing.loading')} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={IconChecklist}
          title={
            query.keyword === ''
              ? t('recruiter.publishing.emptyTitle')
              : t('recruiter.publishing.noMatchTitle')
          }
          message={query.keyword === '' ? t('recruiter.publishing.emptyMessage') : undefined}
          action={
            query.keyword === '' ? undefined : (
              <Button variant="default" onClick={() => go({ keyword: '', page: 1 })}>
                {t('recruiter.publishing.clearSearch')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul className={classes.list} aria-busy={queue.isPlaceholderData}>
            {data.items.map((job) => (
              <li key={job.id}>
                <DraftRow job={job} />
              </li>
            ))}
          </ul>
          <ListPages
            total={data.total}
            pageSize={PUBLISHING_PAGE_SIZE}
            page={query.page}
            label={t('recruiter.publishing.pagination')}
            onChange={(page) => go({ keyword: query.keyword, page })}
          />
        </>
      )}
    </Stack>
  );
}

function QueueSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={t('recruiter.publishing.searchLabel')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('recruiter.publishing.searchLabel')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" leftSection={<IconSearch size={iconSize.sm} aria-hidden />}>
          {t('recruiter.publishing.search')}
        </Button>
      </Group>
    </form>
  );
}

/** A draft: its title (to the editor), where and what it is, and the way to review it. */
function DraftRow({ job }: { job: HrJobCard }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const facts = [
    format.location(job.location),
    job.location.remote ? t('recruiter.jobs.remote') : null,
    job.company.name,
  ].filter((fact): fact is string => fact !== null && fact !== '');
  return (
    <Card withBorder padding="md" data-component="publishing-draft">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={editLink(job.id)}>
              {job.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {facts.map((fact, i) => (
              <span key={fact}>
                {i > 0 ? ' · ' : ''}
                <bdi>{fact}</bdi>
              </span>
            ))}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={editLink(job.id)}
          variant="light"
          aria-label={t('recruiter.publishing.reviewFor', { title: job.title })}
        >
          {t('recruiter.publishing.review')}
        </Button>
      </Group>
    </Card>
  );
}
