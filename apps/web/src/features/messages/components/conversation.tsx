import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Channel, Message } from '@talent/contracts';
import { IconArrowLeft, IconFile, IconMessages, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatList } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { downloadUrlOf, formatFileSize } from '../../profile/files-api';
import { useMe } from '../../session';
import { useConversation, useMarkRead } from '../api/chat';
import { arrivedFromOthers, groupByDay, isOwn, seenMessageId, toMarkRead } from '../logic/messages';
import { Announcer, useAnnouncement } from './announcer';
import { Composer } from './composer';
import { AddMemberButton } from './add-member';
import { MessageText } from './message-text';
import classes from './messages.module.css';

const READ_ONLY_KEYS = {
  withdrawn: 'messages.chat.readOnlyWithdrawn',
  job_closed: 'messages.chat.readOnlyClosed',
  left: 'messages.chat.readOnlyLeft',
} as const;

export interface ConversationProps {
  channelId: string;
  /** The conversation as a list has it (its name, job and rights); undefined while unknown. */
  channel: Channel | undefined;
  /** `team`: the organisation's side (a link to the candidate, adding a colleague). */
  side: 'candidate' | 'team';
  headingOrder: TitleOrder;
  /** "All conversations": back to the list (a phone's page, the popup). */
  back?: { label: string; to?: string; onClick?: () => void };
  /** Closes the conversation (the popup, the recruiter's panel). */
  onClose?: () => void;
  /** Puts the focus in the field once shown. */
  autoFocus?: boolean;
  className?: string;
}

/** One message: who, the text with its links, its files, when; "Seen" under the caller's last one once read. */
function Bubble({ message, own, seen }: { message: Message; own: boolean; seen: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(message.createdAt),
  );
  return (
    <li className={classes.bubbleRow} data-own={own}>
      <div className={classes.bubble}>
        <Text size="xs" fw={600} c="dimmed">
          {own ? t('messages.chat.you') : <bdi>{message.senderName}</bdi>}
        </Text>
        {message.text !== '' && <MessageText text={message.text} />}
        {message.attachments.length > 0 && (
          <ul className={classes.attachments}>
            {message.attachments.map((file) => (
              <li key={file.fileId}>
                <Anchor href={downloadUrlOf(file.fileId)} size="sm" download={file.fileName}>
                  <IconFile size={iconSize.sm} aria-hidden />
                  <bdi>
                    {t('messages.chat.attachment', {
                      name: file.fileName,
                      size: formatFileSize(file.size, locale),
                    })}
                  </bdi>
                </Anchor>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Text size="xs" c="dimmed" mt={2}>
        <time dateTime={message.createdAt} title={formatDateTime(message.createdAt, locale)}>
          {time}
        </time>
        {seen && ` · ${t('messages.chat.seen')}`}
      </Text>
    </li>
  );
}

/**
 * A conversation: who it is with and about which job, the messages by day (earlier ones on demand),
 * "Seen" under the caller's last message, and the field to write. New messages from others are said
 * in a polite live region; the conversation is marked read while it is shown and the tab is visible.
 */
export function Conversation({
  channelId,
  channel,
  side,
  headingOrder,
  back,
  onClose,
  autoFocus = false,
  className,
}: ConversationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe().data?.id ?? null;
  const titleId = useId();
  const conversation = useConversation(channelId);
  const { items, query } = conversation;
  const markRead = useMarkRead(channelId);
  const logRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [announcement, announce] = useAnnouncement();
  const known = useRef<Set<string> | null>(null);
  const marked = useRef<string | null>(null);
  const stickToEnd = useRef(true);
  const lastId = items.at(-1)?.id;
  const seenId = seenMessageId(items, me);

  // announce what others wrote since the last look (not the history on the first load)
  useEffect(() => {
    if (query.data === undefined) return;
    const arrived = arrivedFromOthers(known.current, items, me);
    for (const m of arrived) announce(t('messages.chat.newMessage', { name: m.senderName, text: m.text }));
    known.current = new Set(items.map((m) => m.id));
  }, [items, me, query.data, announce, t]);

  // read up to the newest message from others while shown and the tab is visible
  const newestOther = toMarkRead(items, me);
  const readNow = useEffectEvent(() => {
    if (newestOther === null || marked.current === newestOther.id) return;
    if (document.visibilityState !== 'visible') return;
    marked.current = newestOther.id;
    markRead.mutate(newestOther.id);
  });
  const newestOtherId = newestOther?.id;
  useEffect(() => {
    readNow();
  }, [newestOtherId]);
  useEffect(() => {
    const onVisible = () => readNow();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // the newest message in view: on opening, and when one arrives while the reader is at the end
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log !== null && stickToEnd.current) log.scrollTop = log.scrollHeight;
  }, [lastId]);
  const focusField = useEffectEvent(() => {
    if (autoFocus) inputRef.current?.focus();
  });
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) focusField();
  }, [loaded]);

  const header = (
    <header className={classes.conversationHeader}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {back !== undefined &&
          (back.to !== undefined ? (
            <ActionIcon
              component={Link}
              to={back.to}
              variant="subtle"
              size="lg"
              aria-label={back.label}
              className={classes.mirrorSend}
            >
              <IconArrowLeft size={iconSize.md} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={back.label}
              onClick={back.onClick}
              className={classes.mirrorSend}
            >
              <IconArrowLeft size={iconSize.md} aria-hidden />
            </ActionIcon>
          ))}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Title order={headingOrder} size="h4" id={titleId} className={classes.oneLine}>
            <bdi>{channel?.counterpartName ?? t('messages.inbox.title')}</bdi>
          </Title>
          {channel?.jobTitle != null && (
            <Text size="sm" c="dimmed" className={classes.oneLine}>
              {t('messages.chat.about', { job: channel.jobTitle })}
            </Text>
          )}
          {channel !== undefined && side === 'team' && (
            <Text size="xs" c="dimmed" className={classes.oneLine}>
              {t('messages.chat.members', {
                names: formatList(
                  channel.members.filter((m) => m.userId !== me).map((m) => m.fullName),
                  locale,
                ),
              })}
            </Text>
          )}
          <Group gap="sm" wrap="wrap">
            {channel?.jobId != null && side === 'team' && (
              <Anchor component={Link} to={`/hr/jobs/${channel.jobId}?stage=applicants`} size="xs">
                {t('messages.chat.openPipeline')}
              </Anchor>
            )}
            {channel?.applicationId != null && side === 'candidate' && (
              <Anchor component={Link} to={`/applications/${channel.applicationId}`} size="xs">
                {t('messages.chat.openApplication')}
              </Anchor>
            )}
            {channel !== undefined && side === 'team' && <AddMemberButton channelId={channelId} />}
          </Group>
        </Stack>
        {onClose !== undefined && (
          <ActionIcon variant="subtle" size="lg" aria-label={t('messages.chat.close')} onClick={onClose}>
            <IconX size={iconSize.md} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </header>
  );

  let body: ReactNode;
  if (query.isPending) body = <PageLoader label={t('messages.chat.loading')} />;
  else if (query.data === undefined) {
    const notFound = isApiError(query.error, 400, 404);
    body = (
      <ErrorState
        headingOrder={(headingOrder + 1) as TitleOrder}
        title={t(notFound ? 'messages.chat.notFound' : 'messages.chat.errorTitle')}
        message={t(notFound ? 'messages.chat.notFoundMessage' : 'messages.chat.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={IconMessages}
        headingOrder={(headingOrder + 1) as TitleOrder}
        title={t('messages.chat.emptyTitle')}
        message={channel?.canWrite === false ? undefined : t('messages.chat.emptyMessage')}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        {conversation.hasMore && (
          <Group justify="center">
            <Button
              variant="subtle"
              size="xs"
              loading={conversation.loadingEarlier}
              onClick={() => {
                stickToEnd.current = false;
                void conversation.loadEarlier();
              }}
            >
              {t('messages.chat.earlier')}
            </Button>
          </Group>
        )}
        {conversation.earlierFailed && (
          <Text size="sm" c="red" role="alert" ta="center">
            {t('messages.chat.earlierFailed')}
          </Text>
        )}
        <ol className={classes.days}>
          {groupByDay(items).map((group) => (
            <li key={group.day}>
              <Text size="xs" c="dimmed" fw={600} className={classes.day}>
                {formatDate(group.at, locale)}
              </Text>
              <ol className={classes.bubbles}>
                {group.messages.map((m) => (
                  <Bubble key={m.id} message={m} own={isOwn(m, me)} seen={m.id === seenId} />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </Stack>
    );
  }

  const reason = channel?.canWrite === false ? (channel.readOnlyReason ?? 'left') : null;

  return (
    <section
      className={[classes.conversation, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-component="conversation"
    >
      {header}
      <section
        ref={logRef}
        className={classes.log}
        tabIndex={0}
        aria-label={t('messages.chat.logLabel', { name: channel?.counterpartName ?? '' })}
        onScroll={(event) => {
          const log = event.currentTarget;
          stickToEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
        }}
      >
        {body}
      </section>
      <Announcer announcement={announcement} />
      {reason !== null ? (
        <Alert color="gray" variant="light" m="xs" role="status">
          {t(READ_ONLY_KEYS[reason])}
        </Alert>
      ) : (
        <Composer
          channelId={channelId}
          inputRef={inputRef}
          onSent={() => {
            stickToEnd.current = true;
          }}
        />
      )}
    </section>
  );
}
