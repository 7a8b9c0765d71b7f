import { Alert, Button, Group, NativeSelect, Stack, Text, useDirection } from '@mantine/core';
import {
  assessmentStatuses,
  type AssessmentStatus,
  type HrAssessment,
  type MeResponse,
} from '@talent/contracts';
import { IconCalendarEvent, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { useFirstDayOfWeek, type DayOfWeek } from '../../../../lib/week';
import {
  ASSESSMENT_PAGE_SIZE,
  browserTimeZone,
  useInterviewList,
  useWeekInterviews,
  type WeekInterviews,
} from '../../api/interviews';
import { FeedbackDialog } from './feedback-dialog';
import { InterviewCard } from './interview-card';
import { InterviewDetails, type InterviewAction } from './interview-details';
import { INTERVIEW_STATUS_KEYS } from './labels';
import { RescheduleDialog } from './reschedule-dialog';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { addDays, dayKey, parseDay, weekStart } from './time';
import classes from './interviews.module.css';
import { candidateDisplayName } from '../candidate/anonymised';
import { ListPages } from '../../../../components/list-pages';

type View = 'week' | 'list';

interface Address {
  week: Date;
  view: View;
  status: AssessmentStatus | '';
  page: number;
}

/**
 * The screen's address: `?week=YYYY-MM-DD` (its first day, the reader's: Saturday in Oman, Sunday in
 * the United States, Monday in China), `?view=list`, and the list's `?status=` and `?page=`.
 */
export function readInterviewsAddress(
  params: URLSearchParams,
  firstDay: DayOfWeek,
  today = new Date(),
): Address {
  const day = parseDay(params.get('week'));
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    week: weekStart(day ?? today, firstDay),
    view: params.get('view') === 'list' ? 'list' : 'week',
    status: (assessmentStatuses as readonly string[]).includes(status) ? (status as AssessmentStatus) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeAddress(address: Address, firstDay: DayOfWeek, today = new Date()): URLSearchParams {
  const params = new URLSearchParams();
  if (dayKey(address.week) !== dayKey(weekStart(today, firstDay))) params.set('week', dayKey(address.week));
  if (address.view === 'list') params.set('view', 'list');
  if (address.view === 'list' && address.status !== '') params.set('status', address.status);
  if (address.view === 'list' && address.page > 1) params.set('page', String(address.page));
  return params;
}

const hrefOf = (address: Address, firstDay: DayOfWeek) => {
  const query = writeAddress(address, firstDay).toString();
  return query === '' ? '?' : `?${query}`;
};

type Dialog = { action: InterviewAction; interview: HrAssessment } | null;

/**
 * /hr/interviews: the recruiter's interviews as a week calendar (days as columns on wide screens, a
 * list of days on phones) or a list, and the interviewer's own interviews to give feedback on.
 */
export function InterviewsScreen({ user }: { user: MeResponse }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const firstDay = useFirstDayOfWeek();
  const direction = useDirection().dir;
  const address = readInterviewsAddress(params, firstDay);
  const href = (to: Address) => hrefOf(to, firstDay);
  // the chevrons point the way the days run: "previous" towards the start side, right in Arabic
  const [PreviousIcon, NextIcon] =
    direction === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const viewerZone = browserTimeZone();
  const recruiter = user.organisations.some((o) => o.roles.includes('hr') || o.roles.includes('hr_admin'));
  const viewer = { subject: user.subject, recruiter };
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const weekEnd = addDays(address.week, 7);
  const weekLabel = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatRange(address.week, addDays(address.week, 6));

  const fromLabel = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(address.week);

  const week = useWeekInterviews(address.week, new Date(weekEnd.getTime() - 1), address.view === 'week');
  const list = useInterviewList(address.week, address.status, address.page, address.view === 'list');
  const loaded = address.view === 'week' ? week.data?.items : list.data?.items;
  const open = loaded?.find((i) => i.id === openId) ?? null;

  const onAction = (action: InterviewAction, interview: HrAssessment) => {
    setOpenId(null);
    setDialog({ action, interview });
  };
  const title = recruiter ? t('recruiter.interviews.title') : t('recruiter.interviews.titleMine');

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={
          recruiter ? t('recruiter.interviews.description') : t('recruiter.interviews.descriptionMine')
        }
      />
      <nav className={classes.toolbar} aria-label={t('recruiter.interviews.weekNav')}>
        <Button
          component={Link}
          to={href({ ...address, week: addDays(address.week, -7), page: 1 })}
          variant="default"
          size="sm"
          leftSection={<PreviousIcon size={iconSize.sm} aria-hidden />}
          aria-label={t('recruiter.interviews.previousWeek')}
        >
          {t('recruiter.interviews.previous')}
        </Button>
        <Button
          component={Link}
          to={href({ ...address, week: weekStart(new Date(), firstDay), page: 1 })}
          variant="default"
          size="sm"
        >
          {t('recruiter.interviews.today')}
        </Button>
        <Button
          component={Link}
          to={href({ ...address, week: addDays(address.week, 7), page: 1 })}
          variant="default"
          size="sm"
          rightSection={<NextIcon size={iconSize.sm} aria-hidden />}
          aria-label={t('recruiter.interviews.nextWeek')}
        >
          {t('recruiter.interviews.next')}
        </Button>
        <Text fw={600} className={classes.weekLabel} aria-live="polite">
          {address.view === 'week'
            ? t('recruiter.interviews.weekOf', { range: weekLabel })
            : t('recruiter.interviews.fromDay', { range: fromLabel })}
        </Text>
        <Group gap={4} role="group" aria-label={t('recruiter.interviews.viewLabel')}>
          <Button
            component={Link}
            to={href({ ...address, view: 'week', page: 1 })}
            variant={address.view === 'week' ? 'filled' : 'default'}
            size="sm"
            aria-current={address.view === 'week' ? 'page' : undefined}
          >
            {t('recruiter.interviews.viewWeek')}
          </Button>
          <Button
            component={Link}
            to={href({ ...address, view: 'list', page: 1 })}
            variant={address.view === 'list' ? 'filled' : 'default'}
            size="sm"
            aria-current={address.view === 'list' ? 'page' : undefined}
          >
            {t('recruiter.interviews.viewList')}
          </Button>
        </Group>
      </nav>
      {address.view === 'list' && (
        <NativeSelect
          label={t('recruiter.interviews.statusFilter')}
          value={address.status}
          onChange={(e) => {
            const value = e.currentTarget.value;
            const status = (assessmentStatuses as readonly string[]).includes(value)
              ? (value as AssessmentStatus)
              : '';
            setParams(writeAddress({ ...address, status, page: 1 }, firstDay));
          }}
          data={[
            { value: '', label: t('recruiter.interviews.statusAll') },
            ...assessmentStatuses.map((s) => ({ value: s, label: t(INTERVIEW_STATUS_KEYS[s]) })),
          ]}
          maw={280}
        />
      )}
      {address.view === 'week' ? (
        <WeekView query={week} start={address.week} viewerZone={viewerZone} onOpen={setOpenId} />
      ) : (
        <ListView
          query={list}
          viewerZone={viewerZone}
          page={address.page}
          onPage={(page) => setParams(writeAddress({ ...address, page }, firstDay))}
          onOpen={setOpenId}
        />
      )}
      <InterviewDetails
        interview={open}
        viewerZone={viewerZone}
        viewer={viewer}
        onClose={() => setOpenId(null)}
        onAction={onAction}
      />
      {dialog !== null && (
        <>
          <RescheduleDialog
            opened={dialog.action === 'reschedule'}
            onClose={() => setDialog(null)}
            interview={dialog.interview}
          />
          <FeedbackDialog
            opened={dialog.action === 'feedback'}
            onClose={() => setDialog(null)}
            interview={dialog.interview}
          />
          <ScheduleInterviewDialog
            opened={dialog.action === 'scheduleAnother'}
            onClose={() => setDialog(null)}
            applicationId={dialog.interview.applicationId}
            jobId={dialog.interview.job.id}
            candidateName={candidateDisplayName(dialog.interview.candidate, t)}
          />
        </>
      )}
    </Stack>
  );
}

interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

function LoadState({ query }: { query: QueryState<unknown> }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <ErrorState
        title={t('recruiter.interviews.errorTitle')}
        message={t('recruiter.interviews.errorMessage')}
        retryLabel={t('common.actions.retry')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PageLoader label={t('recruiter.interviews.loading')} />;
}

function WeekView({
  query,
  start,
  viewerZone,
  onOpen,
}: {
  query: QueryState<WeekInterviews>;
  start: Date;
  viewerZone: string;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const byDay = useMemo(() => {
    const map = new Map<string, HrAssessment[]>();
    for (const item of query.data?.items ?? []) {
      const key = dayKey(new Date(item.startsAt));
      map.set(key, [...(map.get(key) ?? []), item]);
    }
    return map;
  }, [query.data]);
  if (query.data === undefined) return <LoadState query={query} />;
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const today = dayKey(new Date());
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'short' });
  return (
    <>
      {query.data.items.length === 0 && (
        <EmptyState
          icon={IconCalendarEvent}
          title={t('recruiter.interviews.emptyWeekTitle')}
          message={t('recruiter.interviews.emptyWeekMessage')}
        />
      )}
      {query.data.total > query.data.items.length && (
        <Alert color="yellow">
          {t('recruiter.interviews.weekCut', { shown: query.data.items.length, total: query.data.total })}
        </Alert>
      )}
      {query.data.items.length > 0 && (
        <ol className={classes.week} aria-label={t('recruiter.interviews.viewWeek')}>
          {days.map((day) => {
            const key = dayKey(day);
            const items = byDay.get(key) ?? [];
            return (
              <li key={key} className={classes.day} data-today={key === today}>
                <h2 className={classes.dayHeading} aria-current={key === today ? 'date' : undefined}>
                  {dayName.format(day)}
                </h2>
                {items.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('recruiter.interviews.noneThisDay')}
                  </Text>
                ) : (
                  <ul className={classes.cards}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <InterviewCard
                          interview={item}
                          viewerZone={viewerZone}
                          withDay={false}
                          onOpen={() => onOpen(item.id)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

function ListView({
  query,
  viewerZone,
  page,
  onPage,
  onOpen,
}: {
  query: QueryState<{ items: HrAssessment[]; total: number }>;
  viewerZone: string;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (query.data === undefined) return <LoadState query={query} />;
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={IconCalendarEvent}
        title={t('recruiter.interviews.emptyListTitle')}
        message={t('recruiter.interviews.emptyListMessage')}
      />
    );
  }
  return (
    <Stack gap="sm">
      <ul className={classes.cards} aria-label={t('recruiter.interviews.viewList')}>
        {query.data.items.map((item) => (
          <li key={item.id}>
            <InterviewCard interview={item} viewerZone={viewerZone} withDay onOpen={() => onOpen(item.id)} />
          </li>
        ))}
      </ul>
      <ListPages
        total={query.data.total}
        pageSize={ASSESSMENT_PAGE_SIZE}
        page={page}
        label={t('recruiter.interviews.pagination')}
        onChange={onPage}
      />
    </Stack>
  );
}
