import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { iconSize } from '../../../app/theme';
import { isApiError } from '../../../lib/api-client';
import { showToast, useUiStore } from '../../../lib/ui-store';
import { useOpenChannel } from '../api/chat';
import { isPhone } from './chat-launcher';
import { rememberOpener } from './focus';

/**
 * "Message the recruiter" on the job seeker's application, invitation, interview and offer: opens the
 * conversation about the job (POST /channels), in the popup from 48em, as /messages on a phone.
 */
export function MessageRecruiterButton({ jobId, ...props }: { jobId: string } & ButtonProps) {
  const { t } = useTranslation();
  const open = useOpenChannel();
  const navigate = useNavigate();
  const setChat = useUiStore((s) => s.setChat);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    rememberOpener(event.currentTarget);
    open.mutate(
      { jobId },
      {
        onSuccess: (channel) => {
          if (isPhone()) void navigate(`/messages?channel=${encodeURIComponent(channel.id)}`);
          else setChat({ popupVisible: true, memberToContact: channel.id });
        },
        onError: (error) =>
          showToast(t(isApiError(error, 403) ? 'messages.open.forbidden' : 'messages.open.failed')),
      },
    );
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMessageCircle size={iconSize.sm} aria-hidden />}
      loading={open.isPending}
      onClick={onClick}
      {...props}
    >
      {t('messages.open.seeker')}
    </Button>
  );
}

/**
 * The recruiter's "Message" on a candidate: opens the conversation with them about the job
 * (POST /channels with the candidate's subject) in the recruiter's chat panel, whose closing gives the
 * focus back to `opener`; a toast says when it could not be opened. The candidate panel's button and
 * the pipeline rows' menus share it.
 */
export function useMessageCandidate() {
  const { t } = useTranslation();
  const open = useOpenChannel();
  const setChat = useUiStore((s) => s.setChat);
  const message = (to: { jobId: string; subject: string }, opener: Element | null) => {
    rememberOpener(opener);
    open.mutate(
      { jobId: to.jobId, seekerSubject: to.subject },
      {
        onSuccess: (channel) => setChat({ popupVisible: true, memberToContact: channel.id }),
        onError: () => showToast(t('messages.open.failed')),
      },
    );
  };
  return { message, isPending: open.isPending };
}

/**
 * "Message" on the recruiter's candidate panel: opens the conversation with the candidate about the
 * job (POST /channels) in the recruiter's chat panel.
 */
export function MessageCandidateButton({
  jobId,
  subject,
  ...props
}: { jobId: string; subject: string } & ButtonProps) {
  const { t } = useTranslation();
  const { message, isPending } = useMessageCandidate();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconMessageCircle size={iconSize.sm} aria-hidden />}
      loading={isPending}
      onClick={(event) => message({ jobId, subject }, event.currentTarget)}
      {...props}
    >
      {t('messages.open.recruiter')}
    </Button>
  );
}
