import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { Retention } from '@talent/contracts';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { PageLoader } from '../../../../components/page-loader';
import { useRetention, useUpdateRetention } from '../../api/retention';

export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 120;

interface RetentionSectionProps {
  orgId: string;
  /** An administrator (hr_admin) of the organisation changes it; other recruiters read it. */
  canEdit: boolean;
}

/**
 * "Candidate data retention": how long the organisation keeps the details of the candidates it
 * rejected or who withdrew, before the background queue anonymises them; its own number of months
 * (1–120) or the service's default. Administrators change it, other recruiters see it.
 */
export function RetentionSection({ orgId, canEdit }: RetentionSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const retention = useRetention(orgId);

  let content;
  if (retention.isPending) content = <PageLoader label={t('recruiter.settings.retentionLoading')} />;
  else if (retention.isError)
    content = (
      <ErrorState
        title={t('recruiter.settings.retentionErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void retention.refetch()}
        headingOrder={3}
        error={retention.error}
      />
    );
  else
    content = canEdit ? (
      // a fresh form for each organisation
      <RetentionForm key={orgId} orgId={orgId} retention={retention.data} />
    ) : (
      <Stack gap="xs">
        <Text>{currentSentence(retention.data, t)}</Text>
        <Text size="sm" c="dimmed">
          {t('recruiter.settings.retentionAdminsOnly')}
        </Text>
      </Stack>
    );

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId} maw="40rem">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('recruiter.settings.retentionHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('recruiter.settings.retentionIntro')}
        </Text>
        {content}
      </Stack>
    </Card>
  );
}

function currentSentence(retention: Retention, t: TFunction): string {
  return retention.retentionMonths === null
    ? t('recruiter.settings.retentionCurrentDefault', { count: retention.defaultMonths })
    : t('recruiter.settings.retentionCurrentOwn', { count: retention.retentionMonths });
}

function isValidMonths(value: number | string): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RETENTION_MIN_MONTHS &&
    value <= RETENTION_MAX_MONTHS
  );
}

function RetentionForm({ orgId, retention }: { orgId: string; retention: Retention }) {
  const { t } = useTranslation();
  const update = useUpdateRetention(orgId);
  const [useDefault, setUseDefault] = useState(retention.retentionMonths === null);
  const [months, setMonths] = useState<number | string>(retention.retentionMonths ?? retention.defaultMonths);
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(false);
    if (!useDefault && !isValidMonths(months)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    update.mutate(
      { retentionMonths: useDefault ? null : (months as number) },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm" align="flex-start">
        <Checkbox
          checked={useDefault}
          onChange={(event) => {
            setUseDefault(event.currentTarget.checked);
            setInvalid(false);
            setSaved(false);
          }}
          label={t('recruiter.settings.retentionUseDefault', { count: retention.defaultMonths })}
        />
        <NumberInput
          label={t('recruiter.settings.retentionMonths')}
          description={t('recruiter.settings.retentionMonthsHint')}
          value={useDefault ? retention.defaultMonths : months}
          onChange={(value) => {
            setMonths(value);
            setInvalid(false);
            setSaved(false);
          }}
          disabled={useDefault}
          min={RETENTION_MIN_MONTHS}
          max={RETENTION_MAX_MONTHS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          required={!useDefault}
          error={invalid ? t('recruiter.settings.retentionMonthsInvalid') : undefined}
          w="12rem"
        />
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('recruiter.settings.retentionSaveFailed')}
          </Alert>
        )}
        <Group gap="sm" align="center">
          <Button type="submit" loading={update.isPending}>
            {t('recruiter.settings.retentionSave')}
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {saved ? t('recruiter.settings.retentionSaved') : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
