import { Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The screen shown when rendering a route throws: a translated message instead of a blank page.
 * (Unknown paths never get here: the `*` route shows the not-found page.)
 */
export function RouteError() {
  const { t } = useTranslation();
  usePageTitle(t('app.error.title'));

  return (
    <Stack align="flex-start" gap="sm" role="alert">
      <PageHeader title={t('app.error.title')} description={t('app.error.message')} />
      <Group gap="sm">
        <Button onClick={() => window.location.reload()}>{t('app.error.reload')}</Button>
        <Button component={Link} to="/jobs" variant="outline" reloadDocument>
          {t('app.error.browseJobs')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The same screen when the shell itself failed: it brings its own main landmark. */
export function RootRouteError() {
  return (
    <Container component="main" size="lg" py="xl">
      <RouteError />
    </Container>
  );
}
