import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Alert, Anchor, Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplyErrorCode, ApplyFile, ApplyFilesResponse } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRefusal, type Refusal } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/ui-store';
import { applyFilesQueryOptions, useApply, useApplyFiles } from '../api/applications';
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

/** The radio value of "send my profile only": no file goes with the application. */
export const PROFILE_ONLY = 'profile-only';
/** Where the seeker adds a résumé or documents: the profile page's documents section. */
export const PROFILE_DOCUMENTS_HREF = '/profile#profile-documents-heading';

/** The file the sheet sends when the seeker has not picked one: the profile's résumé, if any. */
function chosenFile(files: ApplyFilesResponse | undefined, picked: string | null): string | null {
  if (files === undefined) return null;
  if (picked === PROFILE_ONLY) return null;
  const ids = [files.resume, ...files.documents].filter((f) => f !== null).map((f) => f.id);
  if (picked !== null && ids.includes(picked)) return picked;
  return files.resume?.id ?? null;
}

interface ResumeChoiceProps {
  opened: boolean;
  /** The radio picked by the seeker; null until they pick one. */
  picked: string | null;
  onPick: (value: string) => void;
  onLeave: () => void;
}

/** What goes with the application: the profile's résumé, another PDF document, or the profile only. */
function ResumeChoice({ opened, picked, onPick, onLeave }: ResumeChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const files = useApplyFiles(opened);
  const heading = (
    <Text size="sm" fw={600}>
      {t('jobs.apply.resume')}
    </Text>
  );

  if (files.isPending) {
    return (
      <Stack gap={4}>
        {heading}
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('jobs.apply.resumeLoading')}
          </Text>
        </Group>
      </Stack>
    );
  }
  if (files.isError) {
    return (
      <Stack gap={4} align="flex-start">
        {heading}
        <Text size="sm" c="red">
          {t('jobs.apply.resumeFailed')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void files.refetch()}>
          {t('jobs.apply.resumeRetry')}
        </Button>
      </Stack>
    );
  }

  const { resume, documents } = files.data;
  if (resume === null && documents.length === 0) {
    return (
      <Stack gap={4} align="flex-start">
        {heading}
        <Text size="sm" c="dimmed">
          {t('jobs.apply.resumeEmpty')}
        </Text>
        <Anchor component={Link} to={PROFILE_DOCUMENTS_HREF} size="sm" onClick={onLeave}>
          {t('jobs.apply.resumeAddLink')}
        </Anchor>
      </Stack>
    );
  }

  const card = (file: ApplyFile, kind: string) => (
    <Radio.Card key={file.id} value={file.id} radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <div>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{file.filename}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {kind} · {t('jobs.apply.resumeUploaded', { date: formatDate(file.uploadedAt, locale) })}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );

  return (
    <Radio.Group
      value={chosenFile(files.data, picked) ?? PROFILE_ONLY}
      onChange={onPick}
      label={t('jobs.apply.resume')}
      description={t('jobs.apply.resumeNote')}
    >
      <Stack gap={6} mt={6}>
        {resume !== null && card(resume, t('jobs.apply.resumeProfileFile'))}
        {documents.map((file) => card(file, t('jobs.apply.resumeDocument')))}
        <Radio.Card value={PROFILE_ONLY} radius="md" p="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Radio.Indicator mt={2} />
            <div>
              <Text size="sm" fw={600}>
                {t('jobs.apply.profileOnly')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('jobs.apply.profileOnlyHint')}
              </Text>
            </div>
          </Group>
        </Radio.Card>
      </Stack>
    </Radio.Group>
  );
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
  const client = useQueryClient();
  const [coverLetter, setCoverLetter] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [waitingForFiles, setWaitingForFiles] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failed, setFailed] = useState(false);

  const fitPercent = fit.data?.fit.percent;
  const profilePercent = profile.data?.percent;
  const lowFit = fitPercent !== undefined && fitPercent < LOW_FIT_PERCENT;
  const thinProfile = profilePercent !== undefined && profilePercent < THIN_PROFILE_PERCENT;

  const close = () => {
    setRefusal(null);
    setFailed(false);
    setPicked(null);
    onClose();
  };

  const confirm = async () => {
    setRefusal(null);
    setFailed(false);
    // sent before the list arrived: the résumé it would have preselected goes (none if it cannot load)
    setWaitingForFiles(true);
    const files = await client.ensureQueryData(applyFilesQueryOptions()).catch(() => undefined);
    setWaitingForFiles(false);
    apply.mutate(
      { jobId, coverLetter, resumeFileId: chosenFile(files, picked) },
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
        <ResumeChoice opened={opened} picked={picked} onPick={setPicked} onLeave={close} />
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
          <Button onClick={() => void confirm()} loading={apply.isPending || waitingForFiles}>
            {t('jobs.apply.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
