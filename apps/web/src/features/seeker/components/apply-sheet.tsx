import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ApplyErrorCode } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusal, type Refusal } from '../../../lib/api-client';
import { showToast } from '../../../lib/ui-store';
import { useApply } from '../api/applications';
import { useJobFit } from '../api/fit';
import { useProfileCompleteness } from '../api/profile-completeness';

/** Below this fit the sheet warns before applying (issue 10). */
export const LOW_FIT_PERCENT = 40;
/** Below this profile completeness the sheet warns that employers will see little. */
export const THIN_PROFILE_PERCENT = 50;
/** The API's limit on a cover letter (contracts: applyBodySchema). */
export const COVER_LETTER_MAX = 5000;

const REFUSAL_KEYS = {
  notfound: 'jobs.apply.refusalNotfound',
  molapi: 'jobs.apply.refusalMolapi',
  ropapi: 'jobs.apply.refusalRopapi',
  internal: 'jobs.apply.refusalInternal',
} as const satisfies Record<ApplyErrorCode, string>;

/** The refusal's heading; an unknown code reads as `internal`. */
function refusalKey(refusal: Refusal) {
  return Object.hasOwn(REFUSAL_KEYS, refusal.error)
    ? REFUSAL_KEYS[refusal.error as ApplyErrorCode]
    : REFUSAL_KEYS.internal;
}

interface ApplySheetProps {
  opened: boolean;
  onClose: () => void;
  jobId: string;
  jobTitle: string;
  companyName: string;
}

/** The step before applying: an optional cover letter, what is sent, warnings, then confirm. */
export function ApplySheet({ opened, onClose, jobId, jobTitle, companyName }: ApplySheetProps) {
  const { t } = useTranslation();
  const fit = useJobFit(jobId, opened);
  const profile = useProfileCompleteness(opened);
  const apply = useApply();
  const [coverLetter, setCoverLetter] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failed, setFailed] = useState(false);

  const fitPercent = fit.data?.fit.percent;
  const profilePercent = profile.data?.percent;
  const lowFit = fitPercent !== undefined && fitPercent < LOW_FIT_PERCENT;
  const thinProfile = profilePercent !== undefined && profilePercent < THIN_PROFILE_PERCENT;

  const close = () => {
    setRefusal(null);
    setFailed(false);
    onClose();
  };

  const confirm = () => {
    setRefusal(null);
    setFailed(false);
    apply.mutate(
      { jobId, coverLetter },
      {
        onSuccess: (result) => {
          if (isRefusal(result)) {
            setRefusal(result);
            return;
          }
          setCoverLetter('');
          close();
          showToast(t('jobs.actions.appliedToast'), {
            label: t('jobs.actions.viewApplication'),
            href: `/applications/${result.id}`,
          });
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      opened={opened}
      onClose={close}
      title={t('jobs.apply.title', { title: jobTitle })}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <bdi>{companyName}</bdi>
        </Text>
        {lowFit && (
          <Alert color="yellow" variant="light" title={t('jobs.apply.lowFitTitle')}>
            {t('jobs.apply.lowFit', { percent: fitPercent })}
          </Alert>
        )}
        {thinProfile && (
          <Alert color="yellow" variant="light" title={t('jobs.apply.thinProfileTitle')}>
            {t('jobs.apply.thinProfile', { percent: profilePercent })}
          </Alert>
        )}
        <Textarea
          label={t('jobs.apply.coverLetter')}
          description={t('jobs.apply.coverLetterHint')}
          value={coverLetter}
          onChange={(event) => setCoverLetter(event.currentTarget.value)}
          maxLength={COVER_LETTER_MAX}
          rows={5}
          resize="vertical"
        />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('jobs.apply.resume')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('jobs.apply.resumeNote')}
          </Text>
        </Stack>
        {refusal !== null && (
          <Alert color="red" variant="light" role="alert" title={t('jobs.actions.applyRefused')}>
            <Text size="sm" fw={600}>
              {t(refusalKey(refusal))}
            </Text>
            <Text size="sm">{refusal.message}</Text>
          </Alert>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert" title={t('jobs.actions.applyRefused')}>
            {t('jobs.actions.applyFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('jobs.apply.cancel')}
          </Button>
          <Button onClick={confirm} loading={apply.isPending}>
            {t('jobs.apply.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
