import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { SessionsPanel } from './sessions-panel';

interface AccountSecurityScreenProps {
  /** The name and the sign-in address (given by the route, from the account feature). */
  accountSection?: ReactNode;
  /** "Your data": the export and the account's deletion (given by the route, from the account feature). */
  privacySection?: ReactNode;
  /** The password change (given by the route, from the auth feature). */
  passwordSection: ReactNode;
  /** The way to the notification settings (given by the route, from the account feature). */
  notificationsSection?: ReactNode;
}

/**
 * /account/security, for every role: the account's name and address, its data (a copy, the
 * deletion), where it is signed in, the password change, and the way to the notification settings.
 */
export function AccountSecurityScreen({
  accountSection,
  privacySection,
  passwordSection,
  notificationsSection,
}: AccountSecurityScreenProps) {
  const { t } = useTranslation();
  usePageTitle(t('session.security.heading'));
  return (
    <Stack gap="xl" maw="56rem">
      <PageHeader title={t('session.security.heading')} />
      {accountSection}
      {privacySection}
      <SessionsPanel />
      {passwordSection}
      {notificationsSection}
    </Stack>
  );
}
