import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ApplicationTimelineEvent } from '@talent/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { MessageRecruiterButton } from '../../messages/components/open-chat';
import { useApplication, useWithdraw } from '../api/applications';
import { seekerPaths } from '../seeker-paths';
import classes from './seeker.module.css';
import { OPEN_STATUSES, STATUS_LABEL_KEYS, TIMELINE_LABEL_KEYS } from './status-labels';

const ENTITY_LABEL_KEYS = {
  application: 'applications.detail.entityApplication',
  assessment: 'applications.detail.entityAssessment',
  offer: 'applications.detail.entityOffer',
} as const;

function useEventText() {
  const { t } = useTranslation();
  return (event: ApplicationTimelineEvent) =>
    t('applications.detail.event', {
      entity: t(ENTITY_LABEL_KEYS[event.entity]),
      status: t(TIMELINE_LABEL_KEYS[event.toStatus]),
    });
}

/**
 * Where an interview's or an offer's event is answered, on its latest event only (one link per
 * interview or offer, not one per change); null for the application's own events.
 */
export function timelineEventPath(
  event: ApplicationTimelineEvent,
  jobId: string,
  latestOf: ReadonlyMap<string, string>,
): string | null {
  if (event.entity === 'application' || latestOf.get(event.entityId) !== event.id) return null;
  return event.entity === 'assessment'
    ? seekerPaths.interview(jobId, event.entityId)
    : seekerPaths.offer(jobId);
}

/** /applications/:applicationId: an application with every status change and a way to withdraw. */
export function ApplicationDetailScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { applicationId = '' } = useParams();
  const query = useApplication(applicationId);
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const timelineId = useId();
  const eventText = useEventText();
  const app = query.data;
  usePageTitle(app?.job.title ?? t('applications.detail.title'));

  if (query.isPending) return <PageLoader label={t('applications.detail.loading')} />;
  if (app === undefined) {
    const notFound = isApiError(query.error, 400, 404);
    return (
      <Stack gap="md" align="flex-start">
        <ErrorState
          headingOrder={1}
          title={notFound ? t('applications.detail.notFound') : t('applications.detail.errorTitle')}
          message={t('applications.detail.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
        <Anchor component={Link} to="/applications">
          {t('applications.detail.back')}
        </Anchor>
      </Stack>
    );
  }

  const canWithdraw = OPEN_STATUSES.includes(app.status);
  // the timeline is oldest first: the last event of each interview or offer is its latest
  const latestOf = new Map(app.timeline.map((event) => [event.entityId, event.id] as const));
  const onWithdraw = () =>
    withdraw.mutate(app.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('applications.detail.withdrawnToast'));
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/applications" size="sm" fw={500}>
        {t('applications.detail.back')}
      </Anchor>
      <Stack gap="xs">
        <PageHeader
          title={<span dir="auto">{app.job.title}</span>}
          // isolated, not dir="auto": a name in another script would sit on the far edge
          description={<bdi>{app.job.company.name}</bdi>}
        />
        <Group gap="xs">
          <Text fw={600}>{t('applications.detail.status')}</Text>
          <Badge variant="light" size="lg" tt="none">
            {t(STATUS_LABEL_KEYS[app.status])}
          </Badge>
          <Anchor component={Link} to={`/jobs/${app.job.id}`} size="sm">
            {t('applications.detail.viewJob')}
          </Anchor>
        </Group>
        <Group>
          <MessageRecruiterButton jobId={app.job.id} size="sm" />
        </Group>
      </Stack>

      <section aria-labelledby={timelineId}>
        <Title order={2} size="h3" id={timelineId} mb="md">
          {t('applications.detail.timeline')}
        </Title>
        <ol className={classes.timeline}>
          {app.timeline.map((event) => {
            const path = timelineEventPath(event, app.job.id, latestOf);
            return (
              <li key={event.id}>
                <Text fw={600}>{eventText(event)}</Text>
                <Text size="sm" c="dimmed">
                  <time dateTime={event.changedAt}>{formatDateTime(event.changedAt, locale)}</time>
                  {event.changedBy !== null && ` · ${event.changedBy.fullName}`}
                </Text>
                {event.note !== null && (
                  <Text size="sm" dir="auto">
                    {event.note}
                  </Text>
                )}
                {path !== null && (
                  <Anchor component={Link} to={path} size="sm">
                    {event.entity === 'assessment'
                      ? t('applications.detail.openInterview')
                      : t('applications.detail.openOffer')}
                  </Anchor>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      {canWithdraw && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t('applications.detail.withdraw')}
          </Button>
        </Group>
      )}

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('applications.detail.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('applications.detail.confirmMessage')}</Text>
          {withdraw.isError && (
            <Alert color="red" role="alert">
              {t('applications.detail.withdrawFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('applications.detail.cancel')}
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={onWithdraw}>
              {t('applications.detail.confirmWithdraw')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
