import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useSignedInMe } from './signed-in-gate';

/** The seeker's own pages: an anonymous visitor goes to the login page and comes back here. */
export function SignInRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useSignedInMe();
  if (me.data === undefined || me.data === null) return <PageLoader label={t('app.shell.loading')} />;
  return children;
}
