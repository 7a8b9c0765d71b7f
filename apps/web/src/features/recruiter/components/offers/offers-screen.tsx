import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Badge, Button, Card, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { links, OFFER_RENEW_DAYS, offerStatuses, type HrOffer, type OfferStatus } from '@talent/contracts';
import { IconGift } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ListPages } from '../../../../components/list-pages';
import { ErrorState } from '../../../../components/error-state';
import { PageHeader } from '../../../../components/page-header';
import { PageLoader } from '../../../../components/page-loader';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/ui-store';
import { usePageTitle } from '../../../../lib/use-page-title';
import { refusalMessage } from '../../api/candidate';
import {
  OFFER_PAGE_SIZE,
  readOffersAddress,
  useHireOffer,
  useHrOffers,
  useOfferJobs,
  useResendOffer,
  writeOffersAddress,
  type OfferListParams,
} from '../../api/offers';
import classes from '../recruiter.module.css';
import { isolate } from './isolate';
import { CandidateLink, candidateDisplayName } from '../candidate/anonymised';

export const OFFER_STATUS_LABEL_KEYS = {
  sent: 'recruiter.offers.statusSent',
  accepted: 'recruiter.offers.statusAccepted',
  rejected: 'recruiter.offers.statusRejected',
  expired: 'recruiter.offers.statusExpired',
  hired: 'recruiter.offers.statusHired',
} as const satisfies Record<OfferStatus, string>;

// light badges whose text keeps a 4.5:1 contrast (Mantine's light teal and green do not)
const STATUS_COLOURS: Record<OfferStatus, string> = {
  sent: 'brand',
  accepted: 'blue',
  rejected: 'red',
  expired: 'gray',
  hired: 'dark',
};

/** /hr/offers: the organisation's offers with status and job filters and pages in the address. */
export function OffersScreen() {
  const { t } = useTranslation();
  usePageTitle(t('recruiter.offers.pageTitle'));
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readOffersAddress(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<OfferListParams>) =>
      setSearchParams((prev) => writeOffersAddress({ ...readOffersAddress(prev), page: 1, ...changes })),
    [setSearchParams],
  );
  const list = useHrOffers(query);
  const jobs = useOfferJobs();
  const data = list.data;
  const filtered = query.status !== '' || query.jobId !== '';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('recruiter.offers.heading')}
        description={
          data === undefined
            ? undefined
            : t('recruiter.offers.total', { count: data.total, formatParams: { count: { locale } } })
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('recruiter.offers.statusLabel')}
          value={query.status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update({
              status: (offerStatuses as readonly string[]).includes(value) ? (value as OfferStatus) : '',
            });
          }}
        >
          <option value="">{t('recruiter.offers.anyStatus')}</option>
          {offerStatuses.map((status) => (
            <option key={status} value={status}>
              {t(OFFER_STATUS_LABEL_KEYS[status])}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('recruiter.offers.jobLabel')}
          value={query.jobId}
          style={{ flex: '1 1 14rem', maxWidth: '28rem' }}
          onChange={(event) => update({ jobId: event.currentTarget.value })}
        >
          <option value="">{t('recruiter.offers.anyJob')}</option>
          {(jobs.data?.items ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
          {query.jobId !== '' && jobs.data?.items.some((job) => job.id === query.jobId) !== true && (
            <option value={query.jobId}>{t('recruiter.offers.thisJob')}</option>
          )}
        </NativeSelect>
      </Group>
      {data === undefined ? (
        list.isError ? (
          <ErrorState
            title={t('recruiter.offers.errorTitle')}
            message={t('recruiter.offers.errorMessage')}
            retryLabel={t('common.actions.retry')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <PageLoader label={t('recruiter.offers.loading')} />
        )
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={IconGift}
          title={filtered ? t('recruiter.offers.noMatchTitle') : t('recruiter.offers.emptyTitle')}
          message={filtered ? t('recruiter.offers.noMatchMessage') : t('recruiter.offers.emptyMessage')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => setSearchParams(new URLSearchParams())}>
                {t('recruiter.offers.clearFilters')}
              </Button>
            ) : (
              <Button component={Link} to="/hr/jobs">
                {t('recruiter.offers.toJobs')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul className={classes.list} aria-busy={list.isPlaceholderData}>
            {data.items.map((offer) => (
              <li key={offer.id}>
                <OfferRow offer={offer} />
              </li>
            ))}
          </ul>
          <ListPages
            total={data.total}
            pageSize={OFFER_PAGE_SIZE}
            page={query.page}
            label={t('recruiter.offers.pagination')}
            onChange={(page) => update({ page })}
          />
        </>
      )}
    </Stack>
  );
}

type Confirming = 'resend' | 'hire';

/** When a resent offer closes: the server renews it by OFFER_RENEW_DAYS from now. */
const renewedUntil = () => new Date(Date.now() + OFFER_RENEW_DAYS * 86_400_000).toISOString();

/** The candidate's page with their place in one job (the candidate page reads `?jobId=`). */
export const candidateInJob = (subject: string, jobId: string) =>
  `${links.hrCandidate(subject)}?${new URLSearchParams({ jobId }).toString()}`;

/** One offer: who, for which job, the terms, the deadline, its status and what may be done with it. */
function OfferRow({ offer }: { offer: HrOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const resend = useResendOffer();
  const hire = useHireOffer();
  const pending = confirming === 'hire' ? hire : resend;
  const name = isolate(candidateDisplayName(offer.candidate, t));
  const money = formatMoney(offer.salary, offer.currency, locale);
  const salary = t(offer.period === 'month' ? 'recruiter.offers.perMonth' : 'recruiter.offers.perYear', {
    amount: money,
  });
  const expired = offer.status === 'expired';
  // once answered, the deadline no longer matters: when the answer came does
  const answeredAt = offer.status === 'sent' || offer.status === 'expired' ? null : offer.respondedAt;
  const canResend = offer.status === 'sent' || offer.status === 'expired';
  const canHire = offer.status === 'accepted';

  const ask = (action: Confirming) => {
    resend.reset();
    hire.reset();
    setConfirming(action);
  };
  const confirm = () => {
    if (confirming === 'resend') {
      resend.mutate(offer, {
        onSuccess: (renewed) => {
          setConfirming(null);
          showToast(t('recruiter.offers.resentToast', { name, date: formatDate(renewed.expiresAt, locale) }));
        },
      });
    } else if (confirming === 'hire') {
      hire.mutate(offer, {
        onSuccess: () => {
          setConfirming(null);
          showToast(t('recruiter.offers.hiredToast', { name }));
        },
      });
    }
  };
  const refusal = pending.isError ? refusalMessage(pending.error) : null;

  return (
    <Card withBorder padding="md" data-component="hr-offer-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                <CandidateLink
                  candidate={offer.candidate}
                  to={candidateInJob(offer.candidate.subject, offer.job.id)}
                />
              </Title>
              <Badge color={STATUS_COLOURS[offer.status]} variant="light" tt="none">
                {t(OFFER_STATUS_LABEL_KEYS[offer.status])}
              </Badge>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {offer.job.title}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {canResend && (
              <Button variant="default" size="sm" onClick={() => ask('resend')}>
                {t('recruiter.offers.resend')}
              </Button>
            )}
            {canHire && (
              <Button size="sm" onClick={() => ask('hire')}>
                {t('recruiter.offers.hire')}
              </Button>
            )}
            <Button variant="subtle" size="sm" component={Link} to={links.hrJobStage(offer.job.id, 'offers')}>
              {t('recruiter.offers.openPipeline')}
            </Button>
          </Group>
        </Group>
        <Group gap="md" wrap="wrap" component="dl" m={0}>
          <Fact label={t('recruiter.offers.salary')} value={<bdi>{salary}</bdi>} />
          <Fact
            label={t('recruiter.offers.startDate')}
            value={
              offer.startDate === null
                ? t('recruiter.offers.noStartDate')
                : formatDate(offer.startDate, locale)
            }
          />
          {answeredAt === null ? (
            <Fact
              label={expired ? t('recruiter.offers.expiredOn') : t('recruiter.offers.expiresOn')}
              value={formatDate(offer.expiresAt, locale)}
            />
          ) : (
            <Fact label={t('recruiter.offers.answeredOn')} value={formatDate(answeredAt, locale)} />
          )}
          <Fact
            label={t('recruiter.offers.sends')}
            value={t('recruiter.offers.sendCount', {
              count: offer.sendCount,
              date: formatDate(offer.lastSentAt, locale),
              formatParams: { count: { locale } },
            })}
          />
        </Group>
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming === 'hire'
            ? t('recruiter.offers.hireTitle', { name })
            : t('recruiter.offers.resendTitle', { name })
        }
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>
            {confirming === 'hire'
              ? t('recruiter.offers.hireMessage', { name, job: isolate(offer.job.title) })
              : t('recruiter.offers.resendMessage', { name, date: formatDate(renewedUntil(), locale) })}
          </Text>
          {pending.isError && (
            <Alert color="red" role="alert">
              {refusal ?? t('recruiter.offers.actionFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('recruiter.offers.cancel')}
            </Button>
            <Button loading={pending.isPending} onClick={confirm}>
              {confirming === 'hire'
                ? t('recruiter.offers.hireConfirm')
                : t('recruiter.offers.resendConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}
