import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('app.notFound.title'));
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>{t('app.notFound.title')}</Title>
      <Text>{t('app.notFound.message')}</Text>
      <Button component={Link} to="/jobs">
        {t('app.notFound.browseJobs')}
      </Button>
    </Stack>
  );
}
