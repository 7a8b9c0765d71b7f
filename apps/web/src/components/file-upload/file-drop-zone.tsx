import '@mantine/core/styles/Progress.css';
import { Alert, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import { acceptedTypeNames, formatDisjunction, matchesAccept } from './accept';
import classes from './file-drop-zone.module.css';
import { useUpload, type UploadedFile, type UploadFailure, type UseUploadOptions } from './use-upload';

export interface FileDropZoneProps {
  /** The file input's `accept` attribute (`image/jpeg,image/png`, `.pdf`); dropped files are checked against it. */
  accept: string;
  /** The button's words ("Upload a photo"). */
  label: string;
  /** A line under the button: what the file is for, its types and size. */
  hint?: string;
  onUploaded: (file: UploadedFile) => void;
  disabled?: boolean;
  /** Sharing and bucket of the uploads (private to the uploader by default). */
  uploadOptions?: UseUploadOptions;
  /** Told when an upload starts and ends: a form waits before it saves. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** The words of a failure, in the reader's language. */
export function useFailureText() {
  const { t, i18n } = useTranslation();
  return (failure: UploadFailure, fileName: string | null, accept: string): string => {
    const name = fileName ?? '';
    switch (failure.kind) {
      case 'type':
        return t('common.upload.errorType', {
          name,
          types: formatDisjunction(acceptedTypeNames(accept), i18n.language),
        });
      case 'size':
        return failure.limit === null
          ? t('common.upload.errorSizeUnknown', { name })
          : t('common.upload.errorSize', { name, limit: failure.limit });
      case 'network':
        return t('common.upload.errorNetwork');
      default:
        return t('common.upload.errorFailed');
    }
  };
}

/**
 * A place to upload one file: a real button that opens the file picker (keyboard and screen
 * readers), and a zone the file can be dropped on. While it goes, a progress bar and Cancel; a
 * refusal (wrong type, too large) is said in words, naming the types or the limit.
 */
export function FileDropZone({
  accept,
  label,
  hint,
  onUploaded,
  disabled = false,
  uploadOptions,
  onUploadingChange,
}: FileDropZoneProps) {
  const { t } = useTranslation();
  const upload = useUpload(uploadOptions);
  const failureText = useFailureText();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const progressId = useId();
  const off = disabled || upload.uploading;
  const uploading = upload.uploading;
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const take = (file: File | undefined) => {
    if (file === undefined || disabled) return;
    if (!matchesAccept(file, accept)) {
      upload.refuse(file, { kind: 'type' });
      return;
    }
    void upload.upload(file).then((done) => {
      if (done !== null) onUploaded(done);
    });
  };

  const over = (event: DragEvent) => {
    event.preventDefault();
    if (off) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <Box
      className={classes.zone}
      data-dragging={dragging}
      data-disabled={disabled}
      data-testid="file-drop-zone"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!off) take(event.dataTransfer.files[0]);
      }}
    >
      <Stack gap="xs" align="center">
        <Group gap="xs" justify="center">
          <IconUpload size={iconSize.md} aria-hidden color="var(--mantine-color-brand-6)" />
          <Button
            variant="light"
            onClick={() => input.current?.click()}
            disabled={off}
            aria-describedby={hint === undefined ? undefined : hintId}
          >
            {label}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" className={classes.dropHint}>
          {dragging ? t('common.upload.dropNow') : t('common.upload.dropHint')}
        </Text>
        {hint !== undefined && (
          <Text size="xs" c="dimmed" id={hintId}>
            {hint}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          tabIndex={-1}
          aria-hidden
          data-testid="file-input"
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            // the same file chosen again after a failure is a new choice
            event.currentTarget.value = '';
          }}
        />
        {upload.uploading && (
          <Stack gap={4} w="100%">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" id={progressId} className={classes.name}>
                {t('common.upload.uploading', { name: upload.fileName ?? '' })}
              </Text>
              <Text size="sm" fw={600} data-testid="upload-percent">
                {t('common.upload.percent', { percent: upload.progress ?? 0 })}
              </Text>
            </Group>
            <Progress.Root size="md">
              <Progress.Section
                value={upload.progress ?? 0}
                aria-labelledby={progressId}
                aria-valuetext={t('common.upload.percent', { percent: upload.progress ?? 0 })}
              />
            </Progress.Root>
            <Group justify="center">
              <Button variant="subtle" size="xs" onClick={upload.cancel}>
                {t('common.upload.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        {upload.error !== null && (
          <Alert
            color="red"
            role="alert"
            w="100%"
            ta="start"
            withCloseButton
            closeButtonLabel={t('common.actions.close')}
            onClose={upload.reset}
          >
            <span className={classes.name}>{failureText(upload.error, upload.fileName, accept)}</span>
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
