import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { clearSessionHint } from '../../../lib/session-hint';
import { usePageTitle } from '../../../lib/use-page-title';
import { signOut } from '../api/sign-out';
import { LOGIN_PAGE } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';

/** /sso/logout: ends the session on the server and forgets everything cached about the user. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate, isSuccess, isError, error } = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearSessionHint();
      queryClient.removeQueries();
    },
  });
  usePageTitle(isSuccess ? t('auth.logout.heading') : t('auth.logout.signingOut'));

  // once per visit, also under StrictMode's double effects
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (isError) {
    return (
      <ErrorState
        headingOrder={1}
        title={t('auth.logout.errorTitle')}
        message={t('auth.logout.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => mutate()}
        error={error}
      />
    );
  }
  if (!isSuccess) return <PageLoader label={t('auth.logout.signingOut')} />;
  return (
    <AuthCard title={t('auth.logout.heading')}>
      <Stack gap="md">
        <Text>{t('auth.logout.message')}</Text>
        <Button component={Link} to={LOGIN_PAGE}>
          {t('auth.logout.signInAgain')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
