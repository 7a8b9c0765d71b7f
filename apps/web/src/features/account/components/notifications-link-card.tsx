import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellCog } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { NOTIFICATION_SETTINGS_PAGE } from '../account-paths';

/** The account security page's way to the notification settings (every role's). */
export function NotificationsLinkCard() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} flex="1 1 16rem">
          <Title order={2} size="h3" id={headingId}>
            {t('account.notificationsCard.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.notificationsCard.intro')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={NOTIFICATION_SETTINGS_PAGE}
          variant="default"
          leftSection={<IconBellCog size={iconSize.sm} aria-hidden />}
        >
          {t('account.notificationsCard.link')}
        </Button>
      </Group>
    </Paper>
  );
}
