import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Title order={1} size="h2">
        {t('session.security.heading')}
      </Title>
      <SessionsPanel />
      {passwordSection}
    </Stack>
  );
}
