import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** /hr for a signed-in user who recruits for no organisation. */
export function RecruiterNoAccess() {
  const { t } = useTranslation();
  usePageTitle(t('recruiter.noAccess.title'));
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>{t('recruiter.noAccess.title')}</Title>
      <Text>{t('recruiter.noAccess.message')}</Text>
      <Button component={Link} to="/jobs">
        {t('recruiter.noAccess.browseJobs')}
      </Button>
    </Stack>
  );
}
