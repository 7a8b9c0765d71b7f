import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '../../../lib/current-user';
import { safeReturnPath } from '../../../lib/return-address';
import { roleLanding } from '../../../lib/roles';
import { usePageTitle } from '../../../lib/use-page-title';
import { LOGIN_PAGE, useRedirectUri, withRedirectUri } from '../hooks/use-redirect-uri';

/**
 * /sso/callback (spec section 2): loads the signed-in user, then goes to the return address when it
 * is a path on this site, else to the user's role landing; without a session, back to the login page.
 * The user is loaded into the same cache entry the shell reads, so the next page does not ask again.
 */
export function CallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectUri = useRedirectUri();
  usePageTitle(t('auth.callback.loading'));

  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    // right after a sign-in a 401 can only be an access token that already expired: refresh it
    queryFn: ({ signal }) => fetchCurrentUser({ signal, refresh: 'always' }),
    staleTime: 0,
  });
  // only this screen's own answer counts: the cache may hold the anonymous answer main.tsx took
  // before the sign-in (the session check before the first render)
  const user = query.isFetchedAfterMount ? query.data : undefined;

  useEffect(() => {
    if (user === undefined) return;
    if (user === null) {
      void navigate(withRedirectUri(LOGIN_PAGE, redirectUri), { replace: true });
      return;
    }
    void navigate(safeReturnPath(redirectUri) ?? roleLanding(user), { replace: true });
  }, [user, redirectUri, navigate]);

  if (query.isError) {
    return (
      <ErrorState
        headingOrder={1}
        title={t('auth.callback.errorTitle')}
        message={t('auth.callback.errorMessage')}
        retryLabel={t('common.actions.retry')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack align="center" gap="md" py="xl" role="status">
      <Loader aria-hidden />
      <Text size="lg">{t('auth.callback.loading')}</Text>
    </Stack>
  );
}
