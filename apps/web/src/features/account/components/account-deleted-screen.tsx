import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../../auth/components/auth-card';

/** The public job board, where a signed-out visitor goes on to. */
const JOB_BOARD = '/jobs';

/** The `due` of the address when it is a time (the deletion's answer); null otherwise. */
function dueOf(value: string | null): string | null {
  if (value === null || value === '' || Number.isNaN(Date.parse(value))) return null;
  return value;
}

/**
 * /sso/account-deleted?due=<ISO time>: where the browser goes once a deletion was asked for (the
 * session is gone). Says the account is erased on that day, and that the link in the confirmation
 * mail keeps it until then. Without a readable `due` it speaks of the grace period instead.
 */
export function AccountDeletedScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const due = dueOf(params.get('due'));
  usePageTitle(t('account.deleted.heading'));
  return (
    <AuthCard title={t('account.deleted.heading')}>
      <Alert color="green" variant="light" role="status">
        {t('account.deleted.signedOut')}
      </Alert>
      <Text>
        {due === null
          ? t('account.deleted.erasedLater')
          : t('account.deleted.erasedOn', { date: formatDate(due, locale) })}
      </Text>
      <Text>{t('account.deleted.keep')}</Text>
      <Group gap="sm">
        <Button component={Link} to={JOB_BOARD} variant="default">
          {t('account.deleted.toJobs')}
        </Button>
      </Group>
    </AuthCard>
  );
}
