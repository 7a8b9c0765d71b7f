import { Stack, Text, Title } from '@mantine/core';
import type { MeResponse } from '@talent/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentsCard } from '../../privacy/components/consents-card';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';

interface PrivacySectionProps {
  /** The signed-in user. */
  me: MeResponse;
}

/**
 * The account security page's "Your data", for every role: a copy of it, the consents given (and
 * withdrawn), and deleting the account.
 */
export function PrivacySection({ me }: PrivacySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('account.privacy.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.privacy.intro')}
        </Text>
      </Stack>
      <DataExportSection />
      <ConsentsCard userId={me.id} />
      <DeleteAccountSection enterprise={me.isEnterpriseUser} />
    </Stack>
  );
}
