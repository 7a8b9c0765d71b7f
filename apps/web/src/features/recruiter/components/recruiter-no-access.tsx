import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

/** /hr for a signed-in user who recruits for no organisation. */
export function RecruiterNoAccess() {
  const { t } = useTranslation();
  usePageTitle(t('recruiter.noAccess.title'));
  return (
    <Stack align="flex-start" gap="sm">
      <PageHeader title={t('recruiter.noAccess.title')} description={t('recruiter.noAccess.message')} />
      <Button component={Link} to="/jobs">
        {t('recruiter.noAccess.browseJobs')}
      </Button>
    </Stack>
  );
}
