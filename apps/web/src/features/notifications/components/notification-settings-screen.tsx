import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { type Channel, useNotificationSettings, useSetNotificationSetting } from '../api/settings';
import classes from './notifications.module.css';

/**
 * The kinds that concern a job seeker, in the order of a job search; recruiters' kinds (a new
 * applicant, an answer to an invitation, an assessment or an offer) are not offered here. An
 * invitation or an offer that expired, an interview's reminder and a new message also reach the
 * candidate, so they are the seeker's too.
 */
export const SEEKER_KINDS = [
  'invitation_received',
  'invitation_expired',
  'application_status_changed',
  'assessment_scheduled',
  'assessment_rescheduled',
  'assessment_reminder',
  'offer_sent',
  'offer_resent',
  'offer_expired',
  'freshout_offer',
  'hired',
  'message_received',
  'saved_search_match',
  'recommendation_received',
  'endorsement_received',
] as const;
type SeekerKind = (typeof SEEKER_KINDS)[number];

const KIND_LABELS = {
  invitation_received: 'notifications.kinds.invitationReceived',
  invitation_expired: 'notifications.kinds.invitationExpired',
  application_status_changed: 'notifications.kinds.applicationStatusChanged',
  assessment_scheduled: 'notifications.kinds.assessmentScheduled',
  assessment_rescheduled: 'notifications.kinds.assessmentRescheduled',
  assessment_reminder: 'notifications.kinds.assessmentReminder',
  offer_sent: 'notifications.kinds.offerSent',
  offer_resent: 'notifications.kinds.offerResent',
  offer_expired: 'notifications.kinds.offerExpired',
  freshout_offer: 'notifications.kinds.freshoutOffer',
  hired: 'notifications.kinds.hired',
  message_received: 'notifications.kinds.messageReceived',
  saved_search_match: 'notifications.kinds.savedSearchMatch',
  recommendation_received: 'notifications.kinds.recommendationReceived',
  endorsement_received: 'notifications.kinds.endorsementReceived',
} as const satisfies Record<SeekerKind, string>;

const CHANNELS = [
  { channel: 'in_app', label: 'notifications.settings.inApp', named: 'notifications.settings.switchInApp' },
  { channel: 'email', label: 'notifications.settings.email', named: 'notifications.settings.switchEmail' },
] as const satisfies readonly { channel: Channel; label: string; named: string }[];

/** /notifications/settings: for each kind, whether it comes in the app and by e-mail. */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.settings.title'));
  const settings = useNotificationSettings();
  const flip = useSetNotificationSetting(({ name }) => {
    const [channel, kind] = name.split('.') as [Channel, SeekerKind];
    showToast(
      t('notifications.settings.failed', {
        setting: t(
          channel === 'email' ? 'notifications.settings.switchEmail' : 'notifications.settings.switchInApp',
          {
            kind: t(KIND_LABELS[kind]),
          },
        ),
      }),
    );
  });
  const values = settings.data;
  // a kind the server does not know yet is not offered
  const kinds = SEEKER_KINDS.filter((kind) =>
    CHANNELS.some(({ channel }) => values?.[`${channel}.${kind}`] !== undefined),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('notifications.settings.title')}
        description={t('notifications.settings.intro')}
        actions={
          <Anchor component={Link} to="/notifications">
            {t('notifications.settings.back')}
          </Anchor>
        }
      />
      {settings.isPending && <PageLoader label={t('notifications.settings.loading')} />}
      {settings.isError && (
        <ErrorState
          title={t('notifications.settings.errorTitle')}
          message={t('notifications.settings.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void settings.refetch()}
          error={settings.error}
        />
      )}
      {values !== undefined && (
        <div className={classes.settings}>
          <div className={classes.columns} aria-hidden>
            <span>{t('notifications.settings.kind')}</span>
            {CHANNELS.map(({ channel, label }) => (
              <span key={channel}>{t(label)}</span>
            ))}
          </div>
          <ul className={classes.kinds}>
            {kinds.map((kind) => (
              <li key={kind} className={classes.kind}>
                <Text fw={600}>{t(KIND_LABELS[kind])}</Text>
                {CHANNELS.map(({ channel, label, named }) => {
                  const name = `${channel}.${kind}`;
                  const value = values[name];
                  return value === undefined ? (
                    <span key={channel} />
                  ) : (
                    <Switch
                      key={channel}
                      checked={value}
                      onChange={(event) => flip.mutate({ name, value: event.currentTarget.checked })}
                      label={t(label)}
                      aria-label={t(named, { kind: t(KIND_LABELS[kind]) })}
                      classNames={{ label: classes.channelLabel }}
                    />
                  );
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
