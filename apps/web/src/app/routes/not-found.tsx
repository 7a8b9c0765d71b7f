import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('app.notFound.title'));
  return (
    <Stack align="flex-start" gap="sm">
      <PageHeader title={t('app.notFound.title')} description={t('app.notFound.message')} />
      <Button component={Link} to="/jobs">
        {t('app.notFound.browseJobs')}
      </Button>
    </Stack>
  );
}
