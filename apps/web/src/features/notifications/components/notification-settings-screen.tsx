import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Anchor, Stack, Switch, Text } from '@mantine/core';
import type { NotificationKind } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  type Channel,
  type NotificationSettingsApi,
  useNotificationSettings,
  useSetNotificationSetting,
} from '../api/settings';
import { isKnownKind, KIND_LABELS } from './notification-kinds';
import classes from './notifications.module.css';

const CHANNELS = [
  { channel: 'in_app', label: 'notifications.settings.inApp', named: 'notifications.settings.switchInApp' },
  { channel: 'email', label: 'notifications.settings.email', named: 'notifications.settings.switchEmail' },
] as const satisfies readonly { channel: Channel; label: string; named: string }[];

interface NotificationSettingsScreenProps {
  /** The route the settings are read from and written to. */
  api: NotificationSettingsApi;
  /** The kinds offered, in this order: those that reach the signed-in person's roles. */
  kinds: readonly NotificationKind[];
  /** The notifications page the header's link goes back to. */
  backTo: string;
}

/**
 * /notifications/settings (the job seeker's) and /account/notifications (every role's): for each
 * kind that concerns the person, whether it comes in the app and by e-mail.
 */
export function NotificationSettingsScreen({ api, kinds: offered, backTo }: NotificationSettingsScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('notifications.settings.title'));
  const settings = useNotificationSettings(api);
  const flip = useSetNotificationSetting(api, ({ name }) => {
    const [channel, kind] = name.split('.') as [Channel, string];
    if (!isKnownKind(kind)) return;
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
  const kinds = offered.filter((kind) =>
    CHANNELS.some(({ channel }) => values?.[`${channel}.${kind}`] !== undefined),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('notifications.settings.title')}
        description={t('notifications.settings.intro')}
        actions={
          <Anchor component={Link} to={backTo}>
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
