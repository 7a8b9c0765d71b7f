import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../features/session';
import { redirectToLogin } from '../../lib/login-redirect';

/** The seeker's own pages: an anonymous visitor goes to the login page and comes back here. */
export function SignInRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const anonymous = me.data === null;
  useEffect(() => {
    if (anonymous) redirectToLogin();
  }, [anonymous]);
  if (me.data === undefined || me.data === null) return <PageLoader label={t('app.shell.loading')} />;
  return children;
}
