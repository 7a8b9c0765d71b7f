import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROVIDER_WEBSITE_URL } from '../../../lib/config';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';

/** All a locked account sees (spec section 6); "Got it" leaves for the provider's website. */
export function LockedNotice() {
  const { t } = useTranslation();
  usePageTitle(t('session.locked.pageTitle'));
  return (
    <Stack align="center" gap="lg" py="xl">
      <Title order={1} size="h3" ta="center" maw="36rem" fw={600}>
        {t('session.locked.message')}
      </Title>
      <Button onClick={() => assignLocation(PROVIDER_WEBSITE_URL)}>{t('session.locked.gotIt')}</Button>
    </Stack>
  );
}
