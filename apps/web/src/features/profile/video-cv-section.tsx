import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { videoCvInputSchema, type VideoCvInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_VIDEOS, FileDropZone } from '../../components/file-upload';
import { ChosenFile, FileLinks } from './file-entry';
import { useProfileExtras, type VideoCv } from './files-api';
import { validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

/** The seeker's video CVs, read with the files' own query (it knows each entry's id). */
export function VideoCvSection() {
  const extras = useProfileExtras();
  if (extras.data === undefined) return null;
  return <VideoCvList videos={extras.data.userProfileVideoCvs} />;
}

/** The video CVs: each playable in place, one of them marked as shown first. */
export function VideoCvList({ videos }: { videos: readonly VideoCv[] }) {
  const { t } = useTranslation();
  return (
    <ProfileSectionCard
      section="video-cvs"
      labels={{
        heading: t('profile.videos.heading'),
        add: t('profile.videos.add'),
        addFirst: t('profile.videos.addFirst'),
        addTitle: t('profile.videos.addTitle'),
        editTitle: t('profile.videos.editTitle'),
        empty: t('profile.videos.empty'),
      }}
      dialogSize="md"
      items={videos}
      nameOf={(entry) => entry.videoCv?.aPIFilename ?? t('profile.videos.unnamed')}
      renderForm={(entry, onDone) => <VideoForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => (
        <Stack gap="xs">
          {entry.isDefault && (
            <Badge variant="light" w="fit-content">
              {t('profile.videos.default')}
            </Badge>
          )}
          {entry.videoCv !== null ? (
            <>
              <video
                src={entry.videoCv.aPIURL}
                controls
                preload="metadata"
                style={{ inlineSize: '100%', maxInlineSize: 480, borderRadius: 'var(--mantine-radius-md)' }}
                aria-label={entry.videoCv.aPIFilename ?? t('profile.videos.unnamed')}
              />
              <FileLinks file={entry.videoCv} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('profile.files.gone')}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}

function VideoForm({ entry, onDone }: { entry: VideoCv | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<VideoCvInput>('video-cvs', entry, onDone);
  const [file, setFile] = useState<{ id: string; name: string | null } | null>(
    entry?.videoCv?.id == null ? null : { id: entry.videoCv.id, name: entry.videoCv.aPIFilename ?? null },
  );
  const [isDefault, setIsDefault] = useState(entry?.isDefault ?? false);
  const { errors, say } = form;
  // Save waits for a file on its way
  const [uploading, setUploading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      validateWith<VideoCvInput>(videoCvInputSchema, {
        file: file === null ? undefined : { id: file.id },
        isDefault,
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ChosenFile name={file === null ? null : (file.name ?? t('profile.videos.unnamed'))} />
        <FileDropZone
          accept={ACCEPT_VIDEOS}
          label={file === null ? t('profile.videos.upload') : t('profile.videos.uploadNew')}
          hint={t('profile.videos.hint')}
          disabled={form.pending}
          onUploadingChange={setUploading}
          onUploaded={(uploaded) => setFile({ id: uploaded.id, name: uploaded.aPIFilename ?? null })}
        />
        {(errors.file !== undefined || errors['file.id'] !== undefined) && (
          <Text size="sm" c="red" role="alert">
            {errors.file?.key === 'profile.errors.server' ? say(errors.file) : t('profile.files.required')}
          </Text>
        )}
        <Checkbox
          label={t('profile.videos.makeDefault')}
          description={t('profile.videos.makeDefaultHint')}
          checked={isDefault}
          onChange={(e) => setIsDefault(e.currentTarget.checked)}
        />
        <FormActions failed={form.failed} pending={form.pending || uploading} onCancel={onDone} />
      </Stack>
    </form>
  );
}
