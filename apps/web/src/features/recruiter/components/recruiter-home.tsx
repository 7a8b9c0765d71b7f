import type { MeResponse } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useLocale } from '../../../lib/i18n';
import { isRecruiterRole } from '../../../lib/roles';
import { usePageTitle } from '../../../lib/use-page-title';

/** The organisations in which the user recruits, by name. */
export function recruitingOrganisations(user: Pick<MeResponse, 'organisations'>): string[] {
  return user.organisations.filter((o) => o.roles.some(isRecruiterRole)).map((o) => o.name);
}

/** /hr: the recruiter landing, naming the organisation(s) the user recruits for. */
export function RecruiterHome({ user }: { user: MeResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('recruiter.home.pageTitle'));
  const organisations = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    recruitingOrganisations(user),
  );
  return (
    <PageHeader
      title={t('recruiter.home.heading', { organisation: organisations })}
      description={t('recruiter.home.signedInAs', { name: user.fullName, email: user.email })}
    />
  );
}
