import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { SessionsPanel } from './sessions-panel';

/**
 * /account/security, for every role: where the account is signed in, and (given by the route, from
 * the auth feature) the password change.
 */
export function AccountSecurityScreen({ passwordSection }: { passwordSection: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('session.security.heading'));
  return (
    <Stack gap="xl" maw="56rem">
      <PageHeader title={t('session.security.heading')} />
      <SessionsPanel />
      {passwordSection}
    </Stack>
  );
}
