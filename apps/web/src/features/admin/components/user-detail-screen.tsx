import { Anchor, Button, Card, Group, Stack, Table, Textarea, Title } from '@mantine/core';
import type { AdminUserDetail } from '@talent/contracts';
import { IconHistory, IconLock, IconLockOpen, IconLogout, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { PageHeader } from '../../../components/page-header';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { auditForTarget } from '../api/audit';
import { useAdminUser, useEndUserSessions, useSendPasswordReset, useSetUserLocked } from '../api/users';
import { ADMIN_USERS, adminOrganisationLink } from '../links';
import { AdminBackLink, AdminDetail } from './admin-detail';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { BrowserName, DateTime, Ltr, NoValue, RoleBadges, UserStateBadges } from './labels';
import classes from './admin.module.css';

/** The longest reason a lock keeps (the contract's limit). */
const REASON_MAX_LENGTH = 500;

type Action = 'lock' | 'endSessions' | 'passwordReset';

/** /admin/users/:userId: one account, its sessions, and what the admin can do about it. */
export function AdminUserScreen({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const user = useAdminUser(userId);
  usePageTitle(user.data?.fullName ?? t('admin.user.title'));

  return (
    <AdminDetail
      query={user}
      loading={t('admin.user.loading')}
      notFoundTitle={t('admin.user.notFoundTitle')}
      notFoundMessage={t('admin.user.notFoundMessage')}
      errorTitle={t('admin.user.errorTitle')}
      back={{ to: ADMIN_USERS, label: t('admin.user.backToUsers') }}
    >
      {(data) => <UserDetail user={data} />}
    </AdminDetail>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const setLocked = useSetUserLocked(user.id);
  const endSessions = useEndUserSessions(user.id);
  const passwordReset = useSendPasswordReset(user.id);
  const name = user.fullName;

  const ask = (action: Action) => {
    setLocked.reset();
    endSessions.reset();
    passwordReset.reset();
    setReason('');
    setAsking(action);
  };
  const close = () => setAsking(null);

  const lock = () =>
    setLocked.mutate(
      { locked: true, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          showToast(t('admin.user.lockedToast', { name }));
        },
      },
    );
  const unlock = () =>
    setLocked.mutate(
      { locked: false },
      {
        onSuccess: () => showToast(t('admin.user.unlockedToast', { name })),
        onError: () => showToast(t('admin.user.unlockFailed')),
      },
    );
  const end = () =>
    endSessions.mutate(undefined, {
      onSuccess: ({ ended }) => {
        close();
        showToast(
          t('admin.user.sessionsEndedToast', { count: ended, name, formatParams: { count: { locale } } }),
        );
      },
    });
  const reset = () =>
    passwordReset.mutate(undefined, {
      onSuccess: () => {
        close();
        showToast(t('admin.user.resetSentToast', { email: user.email }));
      },
    });

  return (
    <Stack gap="lg">
      <AdminBackLink to={ADMIN_USERS} label={t('admin.user.backToUsers')} />
      <PageHeader
        title={<bdi>{name}</bdi>}
        description={<Ltr>{user.email}</Ltr>}
        actions={
          <>
            {user.locked ? (
              <Button
                variant="default"
                leftSection={<IconLockOpen size={iconSize.sm} aria-hidden />}
                loading={setLocked.isPending}
                onClick={unlock}
              >
                {t('admin.user.unlock')}
              </Button>
            ) : (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconLock size={iconSize.sm} aria-hidden />}
                onClick={() => ask('lock')}
              >
                {t('admin.user.lock')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconLogout size={iconSize.sm} aria-hidden className={classes.mirrorIcon} />}
              disabled={user.sessions.length === 0}
              onClick={() => ask('endSessions')}
            >
              {t('admin.user.endSessions')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconMailForward size={iconSize.sm} aria-hidden className={classes.mirrorIcon} />}
              disabled={user.erased}
              onClick={() => ask('passwordReset')}
            >
              {t('admin.user.passwordReset')}
            </Button>
            <Button
              component={Link}
              to={auditForTarget(user.id)}
              variant="subtle"
              leftSection={<IconHistory size={iconSize.sm} aria-hidden />}
            >
              {t('admin.user.auditLink')}
            </Button>
          </>
        }
      />

      <Card withBorder padding="md" component="section" aria-labelledby="admin-user-account">
        <Stack gap="sm">
          <Title order={2} size="h3" id="admin-user-account">
            {t('admin.user.accountHeading')}
          </Title>
          <dl className={classes.facts}>
            <dt>{t('admin.user.state')}</dt>
            <dd>
              {user.locked || user.erased || user.deletionDueAt !== null ? (
                <UserStateBadges user={user} />
              ) : (
                t('admin.user.stateActive')
              )}
            </dd>
            {user.locked && (
              <>
                <dt>{t('admin.user.lockReason')}</dt>
                <dd dir="auto">{user.lockedReason ?? t('admin.user.noReason')}</dd>
              </>
            )}
            {user.deletionDueAt !== null && !user.erased && (
              <>
                <dt>{t('admin.user.deletionDueLabel')}</dt>
                <dd>
                  <DateTime value={user.deletionDueAt} dateOnly />
                </dd>
              </>
            )}
            <dt>{t('admin.user.roles')}</dt>
            <dd>
              <RoleBadges roles={user.roles} />
            </dd>
            <dt>{t('admin.user.signInMethod')}</dt>
            <dd>{user.passwordless ? t('admin.user.passwordless') : t('admin.user.withPassword')}</dd>
            <dt>{t('admin.user.createdAt')}</dt>
            <dd>
              <DateTime value={user.createdAt} />
            </dd>
            <dt>{t('admin.user.lastLogin')}</dt>
            <dd>
              {user.lastLoginAt === null ? (
                t('admin.users.neverSignedIn')
              ) : (
                <DateTime value={user.lastLoginAt} />
              )}
            </dd>
          </dl>
        </Stack>
      </Card>

      <AdminSection
        id="admin-user-organisations"
        title={t('admin.user.organisationsHeading')}
        empty={user.organisations.length === 0 ? t('admin.user.noOrganisations') : null}
      >
        <Stack component="ul" gap="xs" className={classes.list}>
          {user.organisations.map((organisation) => (
            <Card component="li" key={organisation.id} withBorder padding="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={adminOrganisationLink(organisation.id)} fw={600}>
                  <bdi>{organisation.name}</bdi>
                </Anchor>
                <RoleBadges roles={organisation.roles} />
              </Group>
            </Card>
          ))}
        </Stack>
      </AdminSection>

      <AdminSection
        id="admin-user-sessions"
        title={t('admin.user.sessionsHeading')}
        empty={user.sessions.length === 0 ? t('admin.user.noSessions') : null}
      >
        <AdminTable caption={t('admin.user.sessionsCaption', { name })} minWidth="40rem">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.user.colBrowser')}</Table.Th>
              <Table.Th scope="col">{t('admin.user.colIp')}</Table.Th>
              <Table.Th scope="col">{t('admin.user.colMethod')}</Table.Th>
              <Table.Th scope="col">{t('admin.user.colStarted')}</Table.Th>
              <Table.Th scope="col">{t('admin.user.colLastUsed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.sessions.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <BrowserName userAgent={session.userAgent} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  {session.ip === null ? <NoValue /> : <Ltr>{session.ip}</Ltr>}
                </Table.Td>
                <Table.Td>
                  {session.authMethod === 'password'
                    ? t('admin.user.methodPassword')
                    : t('admin.user.methodOidc')}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <DateTime value={session.createdAt} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <DateTime value={session.lastUsedAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </AdminTable>
      </AdminSection>

      <ConfirmDialog
        opened={asking === 'lock'}
        title={t('admin.user.lockTitle', { name })}
        message={t('admin.user.lockMessage')}
        confirmLabel={t('admin.user.lockConfirm')}
        danger
        mutation={setLocked}
        onConfirm={lock}
        onClose={close}
      >
        <Textarea
          label={t('admin.user.reasonLabel')}
          description={t('admin.user.reasonHint')}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'endSessions'}
        title={t('admin.user.endSessionsTitle', { name })}
        message={t('admin.user.endSessionsMessage')}
        confirmLabel={t('admin.user.endSessionsConfirm')}
        danger
        mutation={endSessions}
        onConfirm={end}
        onClose={close}
      />
      <ConfirmDialog
        opened={asking === 'passwordReset'}
        title={t('admin.user.passwordResetTitle', { name })}
        message={
          user.passwordless
            ? t('admin.user.passwordResetPasswordless', { email: user.email })
            : t('admin.user.passwordResetMessage', { email: user.email })
        }
        confirmLabel={t('admin.user.passwordResetConfirm')}
        mutation={passwordReset}
        onConfirm={reset}
        onClose={close}
      />
    </Stack>
  );
}
