import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { cautionText } from '../../app/theme';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { showToast } from '../../lib/ui-store';
import { usePageTitle } from '../../lib/use-page-title';
import { isConflict, useAnswerOffer, useJobOffer, type ShownOffer } from './api';
import classes from './answers.module.css';
import { ReasonDialog } from './reason-dialog';
import { timeLeft, useNow } from './time';
import { MessageRecruiterButton } from '../messages/components/open-chat';

type ShownStatus = ShownOffer['offer']['status'];

const OFFER_STATUS_KEYS = {
  sent: 'answers.offer.statusSent',
  accepted: 'answers.offer.statusAccepted',
  rejected: 'answers.offer.statusRejected',
  expired: 'answers.offer.statusExpired',
  hired: 'answers.offer.statusHired',
} as const satisfies Record<ShownStatus, string>;

const STATUS_COLORS: Record<ShownStatus, string> = {
  sent: 'orange',
  accepted: 'teal',
  rejected: 'red',
  expired: 'gray',
  hired: 'teal',
};

/** The reasons a graduate may give for declining a graduate (freshout) offer; the API takes the words. */
const FRESHOUT_REASON_KEYS = [
  'answers.offer.freshoutReasonStudies',
  'answers.offer.freshoutReasonOtherOffer',
  'answers.offer.freshoutReasonLocation',
  'answers.offer.freshoutReasonPay',
] as const;

/** /jobs/offer/:jobId: the seeker's offer for a job (an employer's or a graduate offer) and the answer. */
export function OfferScreen({ now: fixedNow }: { now?: Date }) {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const query = useJobOffer(jobId);
  usePageTitle(t('answers.offer.pageTitle'));

  if (query.isPending) return <PageLoader label={t('answers.offer.loading')} />;
  if (query.data === undefined) {
    return (
      <Stack gap="md" align="flex-start">
        <Anchor component={Link} to="/applications" size="sm" fw={500}>
          {t('answers.offer.backToApplications')}
        </Anchor>
        <ErrorState
          headingOrder={1}
          title={t('answers.offer.errorTitle')}
          message={t('answers.offer.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      </Stack>
    );
  }
  if (query.data === null) {
    return (
      <EmptyState
        headingOrder={1}
        icon={IconFileOff}
        title={t('answers.offer.notFoundTitle')}
        message={t('answers.offer.notFoundMessage')}
        action={
          <Button component={Link} to="/applications" variant="light">
            {t('answers.offer.backToApplications')}
          </Button>
        }
      />
    );
  }
  // a refused answer (409) refreshes it: every answer invalidates the seeker's queries
  return <OfferDetail shown={query.data} fixedNow={fixedNow} />;
}

function OfferDetail({ shown, fixedNow }: { shown: ShownOffer; fixedNow: Date | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const liveNow = useNow();
  const now = fixedNow ?? liveNow;
  const answer = useAnswerOffer(shown);
  const [rejecting, setRejecting] = useState(false);
  const [conflict, setConflict] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  const detailsId = useId();
  const { offer } = shown;
  const graduate = shown.type === 'freshout';

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      statusRef.current?.focus();
    }
  }, [offer.status]);

  const expiresAt = shown.type === 'offer' ? shown.offer.expiresAt : null;
  const left = expiresAt === null ? null : timeLeft(expiresAt, now, locale);
  // the server says expired when it reads the offer; the clock may get there first while it is shown
  const status: ShownStatus =
    offer.status === 'sent' && expiresAt !== null && left === null ? 'expired' : offer.status;
  const waits = status === 'sent';

  const onFailure = (error: unknown) => {
    if (!isConflict(error)) return;
    setRejecting(false);
    setConflict(true);
    answered.current = true;
  };
  const done = (toast: string) => {
    setRejecting(false);
    setConflict(false);
    answered.current = true;
    showToast(toast);
  };
  const accept = () =>
    answer.mutate(
      { accept: true },
      { onSuccess: () => done(t('answers.offer.acceptedToast')), onError: onFailure },
    );
  const reject = (reason: string) =>
    answer.mutate(
      { accept: false, reason },
      { onSuccess: () => done(t('answers.offer.rejectedToast')), onError: onFailure },
    );

  const title = shown.type === 'offer' ? shown.offer.job.title : shown.offer.title;
  const company = shown.type === 'offer' ? shown.offer.job.organisationName : shown.offer.organisation.name;
  const salary =
    shown.type === 'offer'
      ? t(shown.offer.period === 'month' ? 'answers.offer.perMonth' : 'answers.offer.perYear', {
          amount: formatMoney(shown.offer.salary, shown.offer.currency, locale),
        })
      : shown.offer.salary !== null && shown.offer.currency !== null
        ? formatMoney(shown.offer.salary, shown.offer.currency, locale)
        : null;
  const backTo = shown.type === 'offer' ? `/applications/${shown.offer.applicationId}` : '/applications';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backTo} size="sm" fw={500}>
        {shown.type === 'offer'
          ? t('answers.offer.backToApplication')
          : t('answers.offer.backToApplications')}
      </Anchor>
      <Stack gap="xs">
        <PageHeader
          title={graduate ? t('answers.offer.freshoutHeading') : t('answers.offer.heading')}
          description={
            <>
              <bdi>{title}</bdi> · <bdi>{company}</bdi>
            </>
          }
        />
        <Group gap="xs" ref={statusRef} tabIndex={-1} aria-live="polite">
          <Text fw={600}>{t('answers.offer.status')}</Text>
          <Badge variant="light" size="lg" tt="none" color={STATUS_COLORS[status]}>
            {t(OFFER_STATUS_KEYS[status])}
          </Badge>
        </Group>
        {shown.type === 'offer' && (
          <Group>
            <MessageRecruiterButton jobId={shown.offer.job.id} size="sm" />
          </Group>
        )}
      </Stack>

      {graduate && <Text c="dimmed">{t('answers.offer.freshoutIntro')}</Text>}
      {conflict && (
        <Alert color="orange" role="alert" title={t('answers.offer.conflictTitle')}>
          {t('answers.offer.conflictMessage')}
        </Alert>
      )}

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={detailsId}>
        <Title order={2} size="h3" id={detailsId} mb="md">
          {graduate ? t('answers.offer.freshoutDetails') : t('answers.offer.details')}
        </Title>
        <dl className={classes.facts}>
          {salary !== null && (
            <>
              <dt>{t('answers.offer.salary')}</dt>
              <dd>{salary}</dd>
            </>
          )}
          {shown.type === 'offer' && shown.offer.startDate !== null && (
            <>
              <dt>{t('answers.offer.startDate')}</dt>
              <dd>
                <time dateTime={shown.offer.startDate}>{formatDate(shown.offer.startDate, locale)}</time>
              </dd>
            </>
          )}
          {expiresAt !== null && (
            <>
              <dt>{t('answers.offer.expires')}</dt>
              <dd>
                <Stack gap={2}>
                  <Text>
                    <time dateTime={expiresAt}>{formatDateTime(expiresAt, locale)}</time>
                  </Text>
                  {offer.status === 'sent' && (
                    <Text size="sm" fw={600} c={left === null ? 'red' : cautionText} data-countdown>
                      {left === null
                        ? t('answers.offer.expired')
                        : t('answers.offer.expiresIn', { time: left })}
                    </Text>
                  )}
                </Stack>
              </dd>
            </>
          )}
          {shown.type === 'freshout' && (
            <>
              <dt>{t('answers.offer.sentAt')}</dt>
              <dd>
                <time dateTime={shown.offer.sentAt}>{formatDateTime(shown.offer.sentAt, locale)}</time>
              </dd>
            </>
          )}
          {offer.message !== null && (
            <>
              <dt>{t('answers.offer.message')}</dt>
              <dd dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {offer.message}
              </dd>
            </>
          )}
          {offer.rejectReason !== null && (
            <>
              <dt>{t('answers.offer.yourReason')}</dt>
              <dd dir="auto">{offer.rejectReason}</dd>
            </>
          )}
        </dl>
      </Paper>

      {answer.isError && !isConflict(answer.error) && !rejecting && (
        <Alert color="red" role="alert">
          {t('answers.dialog.failed')}
        </Alert>
      )}
      {waits && (
        <div className={classes.actions}>
          <Button onClick={accept} loading={answer.isPending && !rejecting}>
            {graduate ? t('answers.offer.freshoutAccept') : t('answers.offer.accept')}
          </Button>
          <Button variant="outline" color="red" onClick={() => setRejecting(true)}>
            {graduate ? t('answers.offer.freshoutReject') : t('answers.offer.reject')}
          </Button>
        </div>
      )}

      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={graduate ? t('answers.offer.freshoutRejectTitle') : t('answers.offer.rejectTitle')}
        message={graduate ? t('answers.offer.freshoutRejectMessage') : t('answers.offer.rejectMessage')}
        confirmLabel={graduate ? t('answers.offer.freshoutReject') : t('answers.offer.reject')}
        required={graduate}
        presets={graduate ? FRESHOUT_REASON_KEYS.map((key) => t(key)) : undefined}
        pending={answer.isPending}
        error={answer.error}
        onConfirm={reject}
      />
    </Stack>
  );
}
