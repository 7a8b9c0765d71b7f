import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Progress.css';
import {
  ActionIcon,
  Badge,
  CloseButton,
  Group,
  Progress,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../app/theme';
import {
  ACCEPT_DOCUMENTS,
  ACCEPT_IMAGES,
  matchesAccept,
  useFailureText,
  useUpload,
  type UploadedFile,
} from '../../../components/file-upload';
import { isApiError } from '../../../lib/api-client';
import { useSendMessage } from '../api/chat';
import { counterOf, MAX_CHARS, MAX_FILES, sendsOnKey } from '../logic/messages';
import classes from './messages.module.css';

/** The kinds of file a message may carry: the file manager's images and documents. */
export const ACCEPT_ATTACHMENTS = `${ACCEPT_IMAGES},${ACCEPT_DOCUMENTS}`;

/** The words of a refused send: the server's reason when it gave one. */
export function useSendFailureText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isApiError(error, 403, 409)) return t('messages.composer.refused');
    if (isApiError(error, 400)) {
      const body = error.body as { message?: unknown; fields?: { message?: unknown }[] } | undefined;
      const reason = body?.fields?.find((f) => typeof f.message === 'string')?.message ?? body?.message;
      return typeof reason === 'string' && reason !== ''
        ? t('messages.composer.invalid', { reason })
        : t('messages.composer.failed');
    }
    return t('messages.composer.failed');
  };
}

interface ComposerProps {
  channelId: string;
  /** The field, for the conversation to focus it. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** Told after a message was sent (the list scrolls to it). */
  onSent?: () => void;
}

/**
 * Writing a message: the text (Enter sends, Shift+Enter starts a new line), a counter near the
 * 4,000-character limit, files through the file manager, and what went wrong said on the field.
 */
export function Composer({ channelId, inputRef, onSent }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(channelId);
  const upload = useUpload();
  const failureText = useFailureText();
  const sendFailure = useSendFailureText();
  const picker = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const counter = counterOf(text);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || upload.uploading) return;
    const trimmed = text.trim();
    if (trimmed === '') return setError(t('messages.composer.empty'));
    if (trimmed.length > MAX_CHARS) return setError(t('messages.composer.tooLong', { max: MAX_CHARS }));
    setError(null);
    send.mutate(
      { text: trimmed, ...(files.length > 0 ? { fileIds: files.map((f) => f.id) } : {}) },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          onSent?.();
        },
        onError: (caught) => setError(sendFailure(caught)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (sendsOnKey({ ...event, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      submit();
    }
  };

  const pick = async (file: File | undefined) => {
    if (file === undefined) return;
    if (files.length >= MAX_FILES) {
      setError(t('messages.composer.tooManyFiles', { max: MAX_FILES }));
      return;
    }
    if (!matchesAccept(file, ACCEPT_ATTACHMENTS)) {
      upload.refuse(file, { kind: 'type' });
      return;
    }
    const uploaded = await upload.upload(file);
    if (uploaded !== null) setFiles((old) => [...old, uploaded]);
  };

  const uploadError =
    upload.error === null ? null : failureText(upload.error, upload.fileName, ACCEPT_ATTACHMENTS);
  const counterText =
    counter.kind === 'left'
      ? t('messages.composer.remaining', { count: counter.count })
      : counter.kind === 'over'
        ? t('messages.composer.over', { count: counter.count })
        : null;

  return (
    <form className={classes.composer} onSubmit={submit} noValidate>
      {files.length > 0 && (
        <ul className={classes.files} aria-label={t('messages.composer.filesLabel')}>
          {files.map((file) => {
            const name = file.aPIFilename ?? file.id;
            return (
              <li key={file.id}>
                <Badge
                  variant="light"
                  tt="none"
                  size="lg"
                  maw="100%"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={t('messages.composer.removeFile', { name })}
                      onClick={() => setFiles((old) => old.filter((f) => f.id !== file.id))}
                    />
                  }
                >
                  <bdi className={classes.fileName}>{name}</bdi>
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      {upload.uploading && (
        <Group gap="xs" wrap="nowrap" my={4}>
          <Text size="xs" className={classes.fileName} style={{ flex: 1 }}>
            {t('messages.composer.uploading', { name: upload.fileName ?? '' })}
          </Text>
          <Progress value={upload.progress ?? 0} w="4rem" aria-hidden />
          <CloseButton size="sm" aria-label={t('messages.composer.cancelUpload')} onClick={upload.cancel} />
        </Group>
      )}
      {uploadError !== null && (
        <Text size="xs" c="red" role="alert" my={4}>
          {uploadError}
        </Text>
      )}
      <div className={classes.composerRow}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('messages.composer.attach')}
          onClick={() => picker.current?.click()}
          disabled={upload.uploading}
        >
          <IconPaperclip size={iconSize.md} aria-hidden />
        </ActionIcon>
        <Textarea
          ref={inputRef}
          id={fieldId}
          aria-label={t('messages.composer.label')}
          placeholder={t('messages.composer.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error !== null) setError(null);
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          error={error}
          // Mantine names its error `${id}-error`: kept beside the hint and the counter
          aria-describedby={[
            hintId,
            counterText === null ? '' : counterId,
            error === null ? '' : `${fieldId}-error`,
          ]
            .filter((id) => id !== '')
            .join(' ')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          dir="auto"
        />
        <ActionIcon
          type="submit"
          size="lg"
          variant="filled"
          aria-label={t('messages.composer.send')}
          loading={send.isPending}
          className={classes.mirrorSend}
        >
          <IconSend size={iconSize.md} aria-hidden />
        </ActionIcon>
      </div>
      <VisuallyHidden id={hintId}>{t('messages.composer.hint')}</VisuallyHidden>
      {counterText !== null && (
        <Text size="xs" c={counter.kind === 'over' ? 'red' : 'dimmed'} id={counterId} ta="end" mt={2}>
          {counterText}
        </Text>
      )}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT_ATTACHMENTS}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void pick(file);
        }}
      />
    </form>
  );
}
