import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { siteLinks } from '../../../lib/config';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMe } from '../api/get-me';
import { LOGOUT_PAGE } from './session-menu';

/**
 * All a locked account sees (spec section 6). An organisation's member is told to ask the
 * organisation's admin (the spec's words); a job seeker, who has none, to contact support (with the
 * link when SUPPORT_URL is set). "Got it" leaves for the provider's website (PROVIDER_WEBSITE_URL),
 * or, with none set, signs out (docs/decisions.md, issue 25).
 */
export function LockedNotice() {
  const { t } = useTranslation();
  usePageTitle(t('session.locked.pageTitle'));
  const me = useMe();
  const seeker = me.data?.roles.includes('jobseeker') === true && me.data.organisations.length === 0;
  const { supportUrl, providerWebsiteUrl } = siteLinks();
  return (
    <Stack align="center" gap="lg" py="xl">
      <Title order={1} size="h3" ta="center" maw="36rem" fw={600}>
        {!seeker
          ? t('session.locked.message')
          : supportUrl !== null
            ? t('session.locked.seekerMessage')
            : t('session.locked.seekerMessageNoSupport')}
      </Title>
      <Group justify="center" gap="sm">
        {seeker && supportUrl !== null && (
          <Button component="a" href={supportUrl} target="_blank" rel="noopener noreferrer" variant="default">
            {t('session.locked.contactSupport')}
          </Button>
        )}
        <Button onClick={() => assignLocation(providerWebsiteUrl ?? LOGOUT_PAGE)}>
          {t('session.locked.gotIt')}
        </Button>
      </Group>
    </Stack>
  );
}
