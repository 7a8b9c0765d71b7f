import { Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../../lib/i18n';
import { PUBLISHING_PATH, usePublishingQueue } from '../../api/publishing';

/** The dashboard's way into the queue: how many drafts wait, for those who publish. */
export function PublishingSummary() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queue = usePublishingQueue({ keyword: '', page: 1, limit: 1 });
  if (queue.data === undefined) return null;
  const count = queue.data.total;
  return (
    <Card withBorder padding="md" component="section" aria-label={t('recruiter.publishing.heading')}>
      <Group justify="space-between" gap="sm">
        <Text>
          {count === 0
            ? t('recruiter.publishing.noneWaiting')
            : t('recruiter.publishing.waiting', { count, formatParams: { count: { locale } } })}
        </Text>
        {count > 0 && (
          <Button component={Link} to={PUBLISHING_PATH} variant="light">
            {t('recruiter.publishing.open')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
