import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { links, type HrJobCard, type JobStatusName } from '@talent/contracts';
import { IconBriefcase, IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/date-time/day-field';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { iconSize } from '../../../app/theme';
import { EmptyState } from '../../../components/empty-state';
import { ListPages } from '../../../components/list-pages';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useLocale } from '../../../lib/i18n';
import { publishesIn } from '../../../lib/roles';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { JobFilters } from '../../jobs/components/job-filters';
import { useJobFormat } from '../../jobs/hooks/use-job-format';
import {
  KEYWORD_MAX_LENGTH,
  parseJobListParams,
  toJobListSearchParams,
  type JobListParams,
} from '../../jobs/hooks/use-job-list-params';
import { useMe } from '../../session';
import { useCloseHrJob, useDeleteHrJob, usePublishHrJob, useWithdrawHrJob } from '../api/job';
import {
  backwardsRange,
  HR_JOBS_PAGE_SIZE,
  useDuplicateHrJob,
  useHrJobList,
  type HrJobListQuery,
} from '../api/jobs-list';
import {
  isJobStatus,
  JOB_STATUS_LABEL_KEYS,
  JOB_STATUSES,
  JobStatusBadge,
  StageCounts,
} from './jobs-list-parts';
import classes from './recruiter.module.css';

/** A day as the address and the server write it (YYYY-MM-DD, a real date), or ''. */
function dayParam(value: string | null): string {
  const day = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : '';
}

/**
 * The jobs list's state in the address: the job search's filters (without the place), the status
 * and the date range (`from`, `to`).
 */
export function readJobsAddress(params: URLSearchParams): HrJobListQuery {
  const { keyword, categoryId, employmentType, skills, languages, sort, page } = parseJobListParams(params);
  const status = params.get('status')?.trim() ?? '';
  return {
    keyword,
    status: isJobStatus(status) ? status : '',
    categoryId,
    employmentType,
    skills,
    languages,
    sort,
    dateFrom: dayParam(params.get('from')),
    dateTo: dayParam(params.get('to')),
    page,
  };
}

export function writeJobsAddress(query: HrJobListQuery): URLSearchParams {
  const params = toJobListSearchParams({
    keyword: query.keyword,
    categoryId: query.categoryId,
    employmentType: query.employmentType as JobListParams['employmentType'],
    skills: [...query.skills],
    languages: [...query.languages],
    sort: query.sort,
    page: query.page,
  });
  if (query.status !== '') params.set('status', query.status);
  if (query.dateFrom !== '') params.set('from', query.dateFrom);
  if (query.dateTo !== '') params.set('to', query.dateTo);
  return params;
}

/** The job's edit screen (W2's route under the job's own address). */
export const editLink = (jobId: string) => `${links.hrJob(jobId)}/edit`;

type ConfirmAction = 'publish' | 'close' | 'withdraw' | 'delete';

const CONFIRM_KEYS = {
  publish: {
    title: 'recruiter.jobs.publishTitle',
    message: 'recruiter.jobs.publishMessage',
    confirm: 'recruiter.jobs.publish',
    done: 'recruiter.jobs.publishedToast',
  },
  close: {
    title: 'recruiter.jobs.closeTitle',
    message: 'recruiter.jobs.closeMessage',
    confirm: 'recruiter.jobs.close',
    done: 'recruiter.jobs.closedToast',
  },
  withdraw: {
    title: 'recruiter.jobs.withdrawTitle',
    message: 'recruiter.jobs.withdrawMessage',
    confirm: 'recruiter.jobs.withdraw',
    done: 'recruiter.jobs.withdrawnToast',
  },
  delete: {
    title: 'recruiter.jobs.deleteTitle',
    message: 'recruiter.jobs.deleteMessage',
    confirm: 'recruiter.jobs.delete',
    done: 'recruiter.jobs.deletedToast',
  },
} as const satisfies Record<ConfirmAction, Record<'title' | 'message' | 'confirm' | 'done', string>>;

/** /hr/jobs: the organisation's jobs with search, filters, order and pages in the address, and their actions. */
export function RecruiterJobsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('recruiter.jobs.pageTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readJobsAddress(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<HrJobListQuery>) =>
      setSearchParams((prev) => writeJobsAddress({ ...readJobsAddress(prev), page: 1, ...changes })),
    [setSearchParams],
  );
  const list = useHrJobList(query);
  const data = list.data;
  const filtered =
    query.keyword !== '' ||
    query.status !== '' ||
    query.categoryId !== '' ||
    query.employmentType !== '' ||
    query.skills.length > 0 ||
    query.languages.length > 0 ||
    query.dateFrom !== '' ||
    query.dateTo !== '';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recruiter.jobs.heading')}
        description={
          data === undefined
            ? undefined
            : t('recruiter.jobs.total', { count: data.total, formatParams: { count: { locale } } })
        }
        actions={
          <Button
            component={Link}
            to="/hr/jobs/new"
            leftSection={<IconPlus size={iconSize.sm} aria-hidden />}
          >
            {t('recruiter.jobs.newJob')}
          </Button>
        }
      />
      <JobsSearch query={query} onChange={update} />
      {data === undefined ? (
        list.isError ? (
          <ErrorState
            title={t('recruiter.jobs.errorTitle')}
            message={t('recruiter.jobs.errorMessage')}
            retryLabel={t('common.actions.retry')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <PageLoader label={t('recruiter.jobs.loading')} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={IconBriefcase}
          title={filtered ? t('recruiter.jobs.noMatchTitle') : t('recruiter.jobs.emptyTitle')}
          message={filtered ? t('recruiter.jobs.noMatchMessage') : t('recruiter.jobs.emptyMessage')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => setSearchParams(new URLSearchParams())}>
                {t('recruiter.jobs.clearFilters')}
              </Button>
            ) : (
              <Button component={Link} to="/hr/jobs/new">
                {t('recruiter.jobs.newJob')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul className={classes.list} aria-busy={list.isPlaceholderData}>
            {data.items.map((job) => (
              <li key={job.id}>
                <JobRow job={job} />
              </li>
            ))}
          </ul>
          <ListPages
            total={data.total}
            pageSize={HR_JOBS_PAGE_SIZE}
            page={query.page}
            label={t('recruiter.jobs.pagination')}
            onChange={(page) => update({ page })}
          />
        </>
      )}
    </Stack>
  );
}

/** The keyword, the status, and the job search's own filters and order. */
function JobsSearch({
  query,
  onChange,
}: {
  query: HrJobListQuery;
  onChange: (changes: Partial<HrJobListQuery>) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(query.keyword);
  // the address changed elsewhere (back, clear): the box follows it
  const [seen, setSeen] = useState(query.keyword);
  if (seen !== query.keyword) {
    setSeen(query.keyword);
    setKeyword(query.keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };
  const backwards = backwardsRange(query.dateFrom, query.dateTo);
  return (
    <Stack gap="sm">
      <form role="search" onSubmit={submit} aria-label={t('recruiter.jobs.searchLabel')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 14rem' }}
            label={t('recruiter.jobs.keywordLabel')}
            value={keyword}
            maxLength={KEYWORD_MAX_LENGTH}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            type="search"
          />
          <NativeSelect
            label={t('recruiter.jobs.statusLabel')}
            value={query.status}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ status: isJobStatus(value) ? value : '' });
            }}
          >
            <option value="">{t('recruiter.jobs.anyStatus')}</option>
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(JOB_STATUS_LABEL_KEYS[status])}
              </option>
            ))}
          </NativeSelect>
          {/* a range that runs backwards can be chosen: it is said beside the field and not sent */}
          <DayField
            label={t('recruiter.jobs.dateFromLabel')}
            value={query.dateFrom}
            onChange={(day) => onChange({ dateFrom: day })}
            clearable
          />
          <DayField
            label={t('recruiter.jobs.dateToLabel')}
            value={query.dateTo}
            onChange={(day) => onChange({ dateTo: day })}
            error={backwards ? t('recruiter.jobs.dateRangeBackwards') : undefined}
            clearable
          />
          <Button type="submit" leftSection={<IconSearch size={iconSize.sm} aria-hidden />}>
            {t('recruiter.jobs.searchButton')}
          </Button>
        </Group>
      </form>
      <JobFilters
        categoryId={query.categoryId}
        employmentType={query.employmentType as JobListParams['employmentType']}
        skills={[...query.skills]}
        languages={[...query.languages]}
        sort={query.sort}
        onChange={(changes) => onChange(changes)}
      />
    </Stack>
  );
}

/** One job: its title (to its pipeline), status, place, dates, stage counts and the actions its status allows. */
function JobRow({ job }: { job: HrJobCard }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const me = useMe();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<ConfirmAction | null>(null);
  const publish = usePublishHrJob();
  const close = useCloseHrJob();
  const withdraw = useWithdrawHrJob();
  const remove = useDeleteHrJob();
  const duplicate = useDuplicateHrJob();
  const mutations = { publish, close, withdraw, delete: remove };
  const pending = confirming === null ? null : mutations[confirming];
  const status: JobStatusName = job.status;
  const canPublish = status === 'draft' && publishesIn(me.data ?? undefined, job.company.id);

  const ask = (action: ConfirmAction) => {
    mutations[action].reset();
    setConfirming(action);
  };
  const confirm = () => {
    if (confirming === null) return;
    const action = confirming;
    mutations[action].mutate(job.id, {
      onSuccess: () => {
        setConfirming(null);
        showToast(t(CONFIRM_KEYS[action].done, { title: job.title }));
      },
    });
  };
  const copy = () =>
    duplicate.mutate(job.id, {
      onSuccess: (draft) => {
        showToast(t('recruiter.jobs.duplicatedToast', { title: draft.title }));
        void navigate(editLink(draft.id));
      },
      onError: () => showToast(t('recruiter.jobs.duplicateFailed')),
    });

  const dates = [
    job.publishedAt !== null ? t('recruiter.jobs.publishedOn', { date: format.date(job.publishedAt) }) : null,
    job.endDate !== null ? t('recruiter.jobs.endsOn', { date: format.date(job.endDate) }) : null,
  ].filter((d): d is string => d !== null);

  return (
    <Card withBorder padding="md" data-component="hr-job-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={links.hrJob(job.id)}>
                  {job.title}
                </Anchor>
              </Title>
              <JobStatusBadge status={status} />
            </Group>
            <Text size="sm" c="dimmed">
              <bdi>{format.location(job.location)}</bdi>
              {job.location.remote ? ` · ${t('recruiter.jobs.remote')}` : ''}
              {dates.length > 0 ? ` · ${dates.join(' · ')}` : ''}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="sm"
                px="xs"
                loading={duplicate.isPending}
                aria-label={t('recruiter.jobs.actionsFor', { title: job.title })}
                style={{ flexShrink: 0 }}
              >
                <IconDots size={iconSize.sm} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {status !== 'draft' && (
                <Menu.Item component={Link} to={links.hrJob(job.id)}>
                  {t('recruiter.jobs.openPipeline')}
                </Menu.Item>
              )}
              {(status === 'draft' || status === 'published') && (
                <Menu.Item component={Link} to={editLink(job.id)}>
                  {t('recruiter.jobs.edit')}
                </Menu.Item>
              )}
              {canPublish && (
                <Menu.Item onClick={() => ask('publish')}>{t('recruiter.jobs.publish')}</Menu.Item>
              )}
              {status === 'published' && (
                <Menu.Item onClick={() => ask('close')}>{t('recruiter.jobs.close')}</Menu.Item>
              )}
              {status === 'published' && (
                <Menu.Item onClick={() => ask('withdraw')}>{t('recruiter.jobs.withdraw')}</Menu.Item>
              )}
              <Menu.Item onClick={copy}>{t('recruiter.jobs.duplicate')}</Menu.Item>
              {status === 'draft' && (
                <Menu.Item color="red" onClick={() => ask('delete')}>
                  {t('recruiter.jobs.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {status !== 'draft' && (
          <StageCounts counts={job.stageCounts} label={t('recruiter.jobs.stagesOf', { title: job.title })} />
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === null ? '' : t(CONFIRM_KEYS[confirming].title, { title: job.title })}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        {confirming !== null && (
          <Stack gap="md">
            <Text>{t(CONFIRM_KEYS[confirming].message)}</Text>
            {pending?.isError === true && (
              <Alert color="red" role="alert">
                {t('recruiter.jobs.actionFailed')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('recruiter.jobs.cancel')}
              </Button>
              <Button
                color={confirming === 'publish' ? undefined : 'red'}
                loading={pending?.isPending === true}
                onClick={confirm}
              >
                {t(CONFIRM_KEYS[confirming].confirm)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
