import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LocalizedText } from '@talent/contracts';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageLoader } from '../../../../components/page-loader';
import { useLocale } from '../../../../lib/i18n';
import { pickLocalized } from '../../../../lib/localized-text';
import { useMembers, useRoleLabels } from '../../api/settings';
import classes from './settings.module.css';

/** A role's label in the interface language, or its name while the labels load (or fail). */
export function useRoleName(labels: readonly { role: string; label: LocalizedText }[] | undefined) {
  const locale = useLocale();
  return (role: string) => {
    const found = labels?.find((l) => l.role === role);
    return found === undefined ? role : pickLocalized(found.label, locale);
  };
}

/** The organisation's members and their roles in it (read only). */
export function MembersSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const members = useMembers(orgId);
  const labels = useRoleLabels();
  const roleName = useRoleName(labels.data?.roles);

  if (members.isPending) return <PageLoader label={t('recruiter.settings.membersLoading')} />;
  if (members.isError) {
    return (
      <ErrorState
        title={t('recruiter.settings.membersErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={members.error}
        onRetry={() => void members.refetch()}
      />
    );
  }
  const list = members.data.members;
  if (list.length === 0) {
    return <EmptyState icon={IconUsers} title={t('recruiter.settings.membersEmptyTitle')} />;
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('recruiter.settings.membersHeading')}
        </Title>
        <Text c="dimmed">{t('recruiter.settings.membersHint')}</Text>
      </Stack>
      <Stack component="ul" gap="xs" className={classes.list}>
        {list.map((member) => (
          <Card component="li" key={member.userId} withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} className={classes.breakable}>
                <Text fw={600}>{member.fullName}</Text>
                <Text size="sm" c="dimmed">
                  {/* an address reads left to right, also inside a right-to-left page */}
                  <span dir="ltr">{member.email}</span>
                </Text>
              </Stack>
              <Group gap={6} wrap="wrap">
                {member.roles.map((role) => (
                  <Badge key={role} variant="light">
                    {roleName(role)}
                  </Badge>
                ))}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
