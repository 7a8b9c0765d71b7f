import { Stack, Text, Title } from '@mantine/core';
import type { MeResponse } from '@talent/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailChangeForm } from './email-change-form';
import { NameForm } from './name-form';

interface AccountSectionProps {
  /** The signed-in user. */
  me: MeResponse;
  /** After the name changed (the signed-in user is already read again). */
  onNameChanged?: () => void;
}

/** The account security page's "Your account": the name, then the sign-in address. */
export function AccountSection({ me, onNameChanged }: AccountSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('account.section.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.section.intro')}
        </Text>
      </Stack>
      <NameForm currentName={me.fullName} onChanged={onNameChanged} />
      <EmailChangeForm currentEmail={me.email} managed={me.isEnterpriseUser} />
    </Stack>
  );
}
