import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText, IconReplace, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import { ACCEPT_DOCUMENTS, FileDropZone } from '../../components/file-upload';
import { usePatchProfile, type ProfileFile } from './api';
import { downloadUrlOf, formatFileSize } from './files-api';
import classes from './profile-header.module.css';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** "PDF", "DOCX": a stored file's kind, from its type (else its name). */
export function kindOf(file: Pick<ProfileFile, 'aPIContentType' | 'aPIFilename'>): string | null {
  if (file.aPIContentType === 'application/pdf') return 'PDF';
  if (file.aPIContentType === DOCX) return 'DOCX';
  const extension = /\.([a-z0-9]+)$/i.exec(file.aPIFilename ?? '')?.[1];
  return extension === undefined ? null : extension.toUpperCase();
}

/**
 * The résumé: the file on the profile (open it, download it, replace it, remove it after a
 * question), or an invitation to upload one (PDF or DOCX, with progress), then saved on the
 * profile (`PATCH /api/job-seeker/profile` `resume`).
 */
export function ResumeCard({ resume }: { resume: ProfileFile | null | undefined }) {
  const { t, i18n } = useTranslation();
  const patch = usePatchProfile();
  const [replacing, setReplacing] = useState(false);
  const [asking, setAsking] = useState(false);
  const file = resume ?? null;
  const save = (id: string | null) =>
    patch.mutate(
      { resume: id === null ? null : { id } },
      {
        onSuccess: () => {
          setReplacing(false);
          setAsking(false);
        },
      },
    );
  const details =
    file === null
      ? []
      : [kindOf(file), file.aPISize == null ? null : formatFileSize(file.aPISize, i18n.language)].filter(
          (part): part is string => part !== null,
        );

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="profile-resume-heading">
      <Title order={2} size="h4" id="profile-resume-heading" mb="sm">
        {t('profile.resumeFile.heading')}
      </Title>
      <Stack gap="sm">
        {file !== null && (
          <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="resume-file">
            <IconFileText size={iconSize.lg} stroke={1.5} aria-hidden color="var(--mantine-color-brand-6)" />
            <Stack gap={2} miw={0}>
              <Text fw={600} className={classes.text}>
                <bdi>{file.aPIFilename ?? t('profile.resumeFile.unnamed')}</bdi>
              </Text>
              {details.length > 0 && (
                <Text size="sm" c="dimmed">
                  {details.join(' · ')}
                </Text>
              )}
            </Stack>
          </Group>
        )}
        {file !== null && (
          <Group gap="xs">
            <Button
              component="a"
              href={file.aPIURL}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
              leftSection={<IconExternalLink size={iconSize.sm} aria-hidden />}
            >
              {t('profile.resumeFile.open')}
            </Button>
            {file.id !== null && (
              <Button
                component="a"
                href={downloadUrlOf(file.id)}
                download
                variant="default"
                size="xs"
                leftSection={<IconDownload size={iconSize.sm} aria-hidden />}
              >
                {t('profile.resumeFile.download')}
              </Button>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconReplace size={iconSize.sm} aria-hidden />}
              onClick={() => setReplacing((open) => !open)}
              aria-expanded={replacing}
              disabled={patch.isPending}
            >
              {t('profile.resumeFile.replace')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
              onClick={() => setAsking(true)}
              disabled={patch.isPending}
            >
              {t('profile.actions.remove')}
            </Button>
          </Group>
        )}
        {file === null && <Text c="dimmed">{t('profile.resumeFile.empty')}</Text>}
        {(file === null || replacing) && (
          <FileDropZone
            accept={ACCEPT_DOCUMENTS}
            label={file === null ? t('profile.resumeFile.upload') : t('profile.resumeFile.uploadNew')}
            hint={t('profile.resumeFile.hint')}
            disabled={patch.isPending}
            onUploaded={(uploaded) => save(uploaded.id)}
          />
        )}
        {asking && file !== null && (
          <Alert color="red" variant="light" title={t('profile.resumeFile.removeTitle')}>
            <Stack gap="sm">
              <Text size="sm">{t('profile.resumeFile.removeQuestion')}</Text>
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setAsking(false)}>
                  {t('profile.files.keep')}
                </Button>
                <Button color="red" size="xs" loading={patch.isPending} onClick={() => save(null)}>
                  {t('profile.actions.remove')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {patch.isPending && (
          <Text size="sm" role="status">
            {t('profile.files.saving')}
          </Text>
        )}
        {patch.isError && (
          <Alert color="red" role="alert">
            {t('profile.errors.saveFailed')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
