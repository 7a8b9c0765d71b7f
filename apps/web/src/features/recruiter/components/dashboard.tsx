import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { links, type HrAssessment, type MeResponse } from '@talent/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { isRecruiterRole, publishesAnywhere } from '../../../lib/roles';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  interviewSpan,
  recruits,
  useOpenJobs,
  useRecentHires,
  useResponseTime,
  useUpcomingInterviews,
  useWaitingOffers,
} from '../api/dashboard';
import { StageCounts } from './jobs-list-parts';
import classes from './recruiter.module.css';
import { CandidateLink } from './candidate/anonymised';
import { PublishingSummary } from './publishing/publishing-summary';

/** The organisations in which the user recruits, by name. */
export function recruitingOrganisations(user: Pick<MeResponse, 'organisations'>): string[] {
  return user.organisations.filter((o) => o.roles.some(isRecruiterRole)).map((o) => o.name);
}

export { recruits };

/** Interviews still to happen or happening: not cancelled nor turned down. */
const LIVE_INTERVIEW = new Set<HrAssessment['status']>(['scheduled', 'accepted', 'reschedule_requested']);

/** /hr: open jobs and their pipelines, interviews today and this week, offers waiting, recent hires. */
export function RecruiterDashboard({ user }: { user: MeResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('recruiter.dashboard.pageTitle'));
  const organisations = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    recruitingOrganisations(user),
  );
  const enabled = recruits(user);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recruiter.home.heading', { organisation: organisations })}
        description={t('recruiter.home.signedInAs', { name: user.fullName, email: user.email })}
        actions={
          enabled ? (
            <Button
              component={Link}
              to="/hr/jobs/new"
              leftSection={<IconPlus size={iconSize.sm} aria-hidden />}
            >
              {t('recruiter.jobs.newJob')}
            </Button>
          ) : undefined
        }
      />
      {publishesAnywhere(user) && <PublishingSummary />}
      {enabled ? (
        <div className={classes.grid}>
          <OpenJobsSection />
          <InterviewsSection />
          <OffersSection />
          <HiresSection />
          <ResponseTimeSection />
        </div>
      ) : (
        <Text>{t('recruiter.dashboard.publisherOnly')}</Text>
      )}
    </Stack>
  );
}

interface SectionProps {
  title: string;
  wide?: boolean;
  /** A link at the end of the heading line (to the whole list). */
  more?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  /** How many rows the placeholders draw while the query is pending (a row: a line and a shorter one under it). */
  placeholderRows?: number;
  children: ReactNode;
}

/** One card of the dashboard with its heading and its loading and error states. */
function Section({
  title,
  wide = false,
  more,
  query,
  loadingLabel,
  placeholderRows = 2,
  children,
}: SectionProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      className={wide ? classes.wide : undefined}
      aria-label={title}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {more}
        </Group>
        {query.isPending ? (
          <ContentSkeleton label={loadingLabel}>
            <ul className={classes.list}>
              {Array.from({ length: placeholderRows }, (_, i) => (
                <li key={i}>
                  <Stack gap={8}>
                    <Skeleton height={16} width={i % 2 === 0 ? '65%' : '50%'} />
                    <Skeleton height={12} width="40%" />
                  </Stack>
                </li>
              ))}
            </ul>
          </ContentSkeleton>
        ) : query.isError ? (
          <ErrorState
            headingOrder={3}
            title={t('recruiter.dashboard.sectionErrorTitle')}
            message={t('recruiter.dashboard.sectionErrorMessage')}
            retryLabel={t('common.actions.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

function OpenJobsSection() {
  const { t } = useTranslation();
  const jobs = useOpenJobs(true);
  const items = jobs.data?.items ?? [];
  return (
    <Section
      wide
      title={t('recruiter.dashboard.openJobs')}
      query={jobs}
      loadingLabel={t('recruiter.dashboard.loading')}
      placeholderRows={3}
      more={
        // its count is the answer's: not "(0)" while it is on its way
        jobs.data !== undefined && (
          <Anchor component={Link} to="/hr/jobs?status=published" size="sm">
            {t('recruiter.dashboard.allOpenJobs', { number: jobs.data.total })}
          </Anchor>
        )
      }
    >
      {items.length === 0 ? (
        <Text c="dimmed">{t('recruiter.dashboard.noOpenJobs')}</Text>
      ) : (
        <ul className={classes.list}>
          {items.map((job) => (
            <li key={job.id}>
              <Stack gap={4}>
                <Anchor
                  component={Link}
                  to={links.hrJob(job.id)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {job.title}
                </Anchor>
                <StageCounts
                  counts={job.stageCounts}
                  label={t('recruiter.jobs.stagesOf', { title: job.title })}
                />
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function InterviewsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  // the span is fixed for the visit: a new day needs a new visit (or a reload)
  const span = useMemo(() => interviewSpan(), []);
  const interviews = useUpcomingInterviews(true, span.from.toISOString(), span.to.toISOString());
  const live = (interviews.data?.items ?? []).filter((i) => LIVE_INTERVIEW.has(i.status));
  const today = live.filter((i) => new Date(i.startsAt) < span.tomorrow);
  const later = live.filter((i) => new Date(i.startsAt) >= span.tomorrow);
  const row = (item: HrAssessment) => (
    <li key={item.id}>
      <Text size="sm">
        <Text span fw={600}>
          {formatDateTime(item.startsAt, locale)}
        </Text>
        {' · '}
        <CandidateLink candidate={item.candidate} to={links.hrCandidate(item.candidate.subject)} />
        {' · '}
        <bdi>{item.job.title}</bdi>
      </Text>
    </li>
  );
  return (
    <Section
      title={t('recruiter.dashboard.interviews')}
      query={interviews}
      loadingLabel={t('recruiter.dashboard.loading')}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('recruiter.dashboard.today', { number: today.length })}
          </Title>
          {today.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('recruiter.dashboard.noInterviewsToday')}
            </Text>
          ) : (
            <ul className={classes.list}>{today.map(row)}</ul>
          )}
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('recruiter.dashboard.thisWeek', { number: live.length })}
          </Title>
          {later.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('recruiter.dashboard.noInterviewsLater')}
            </Text>
          ) : (
            <ul className={classes.list}>{later.map(row)}</ul>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}

function OffersSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const offers = useWaitingOffers(true);
  const items = offers.data?.items ?? [];
  return (
    <Section
      title={t('recruiter.dashboard.offersWaiting')}
      query={offers}
      loadingLabel={t('recruiter.dashboard.loading')}
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recruiter.dashboard.noOffers')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text className={classes.figure}>
            {new Intl.NumberFormat(locale).format(offers.data?.total ?? 0)}
          </Text>
          <ul className={classes.list}>
            {items.map((offer) => (
              <li key={offer.id}>
                <Text size="sm">
                  <CandidateLink
                    candidate={offer.candidate}
                    to={links.hrCandidate(offer.candidate.subject)}
                  />
                  {' · '}
                  <bdi>{offer.job.title}</bdi>
                  {' · '}
                  {t('recruiter.dashboard.offerExpires', { date: formatDate(offer.expiresAt, locale) })}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Section>
  );
}

function HiresSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hires = useRecentHires(true);
  const items = hires.data?.items ?? [];
  return (
    <Section
      title={t('recruiter.dashboard.recentHires')}
      query={hires}
      loadingLabel={t('recruiter.dashboard.loading')}
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recruiter.dashboard.noHires')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {items.map((hire) => (
            <li key={hire.id}>
              <Text size="sm">
                <CandidateLink candidate={hire.candidate} to={links.hrCandidate(hire.candidate.subject)} />
                {' · '}
                <Anchor component={Link} to={links.hrJob(hire.job.id)}>
                  {hire.job.title}
                </Anchor>
                {' · '}
                {t('recruiter.dashboard.hiredOn', { date: formatDate(hire.hiredAt, locale) })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A number of days with one decimal, in the interface language. */
function useDays() {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (days: number | null) =>
    days === null
      ? t('recruiter.dashboard.noAnswerYet')
      : t('recruiter.dashboard.days', { days: number.format(days) });
}

function ResponseTimeSection() {
  const { t } = useTranslation();
  const stats = useResponseTime(true);
  const days = useDays();
  const data = stats.data;
  return (
    <Section
      title={t('recruiter.dashboard.responseTime')}
      query={stats}
      loadingLabel={t('recruiter.dashboard.loading')}
    >
      {data === undefined || (data.overall.answered === 0 && data.overall.waiting === 0) ? (
        <Text size="sm" c="dimmed">
          {t('recruiter.dashboard.noApplications', { days: data?.days ?? 0 })}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text className={classes.figure}>{days(data.overall.medianDays)}</Text>
          <Text size="sm" c="dimmed">
            {t('recruiter.dashboard.responseTimeHint', {
              days: data.days,
              answered: data.overall.answered,
              waiting: data.overall.waiting,
            })}
          </Text>
          <ul className={classes.list}>
            {data.jobs.map((job) => (
              <li key={job.jobId}>
                <Text size="sm">
                  <Anchor component={Link} to={links.hrJob(job.jobId)}>
                    <bdi>{job.title}</bdi>
                  </Anchor>
                  {' · '}
                  <Text span fw={600}>
                    <bdi>{days(job.medianDays)}</bdi>
                  </Text>
                  {' · '}
                  {t('recruiter.dashboard.answeredWaiting', { answered: job.answered, waiting: job.waiting })}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Section>
  );
}
