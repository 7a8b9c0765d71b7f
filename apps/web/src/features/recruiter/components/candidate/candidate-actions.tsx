import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  type HrCandidateJob,
  type HrJobDetail,
  INVITATION_EXPIRY_DAYS,
  type PipelineCandidate,
} from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/ui-store';
import { type MoveAction, useMoveRequests } from '../pipeline/moves';
import { OfferDialog } from './offer-dialog';
import { ScheduleInterviewDialog } from '../interviews/schedule-interview-dialog';
import {
  refusalMessage,
  useAddToCollection,
  useHire,
  useInvite,
  useMoveApplicant,
  useShortlist,
  useTalentCollections,
} from '../../api/candidate';

interface CandidateActionsProps {
  job: HrJobDetail;
  candidate: PipelineCandidate;
  standing: HrCandidateJob;
}

type Dialog = 'invite' | 'reject' | 'offer' | 'hire' | 'schedule' | null;

/** The statuses an application can still be rejected from. */
const REJECTABLE = ['applied', 'shortlisted', 'interviewing', 'offered'] as const;

/** What the candidate's place in the job allows: invite, shortlist, back to applied, reject, keep in a collection. */
export function CandidateActions({ job, candidate, standing }: CandidateActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const invite = useInvite(job.id);
  const shortlist = useShortlist(job.id);
  const move = useMoveApplicant(job.id);
  const hire = useHire(job.id);
  const collections = useTalentCollections(job.company.id, true);
  const addToCollection = useAddToCollection();
  const name = candidate.fullName;
  const subject = candidate.subject;

  const { status, applicationId } = standing;
  const waiting = standing.invitation?.status === 'pending';
  const canInvite = job.status === 'published' && status === null && !waiting;
  const rejectable =
    status !== null && applicationId !== null && (REJECTABLE as readonly string[]).includes(status);

  const failed = [invite, shortlist, move, addToCollection, hire].find((m) => m.isError);
  const errorText =
    failed === undefined ? null : (refusalMessage(failed.error) ?? t('recruiter.candidate.actionFailed'));
  const busy = invite.isPending || shortlist.isPending || move.isPending;
  const reset = () => [invite, shortlist, move, addToCollection, hire].forEach((m) => m.reset());

  const done =
    (
      key:
        | 'recruiter.candidate.shortlistedToast'
        | 'recruiter.candidate.backToAppliedToast'
        | 'recruiter.candidate.unshortlistedToast',
    ) =>
    () =>
      showToast(t(key, { name }));

  const onShortlist = () => {
    reset();
    if (status === 'applied' && applicationId !== null)
      move.mutate(
        { applicationId, to: 'shortlisted' },
        { onSuccess: done('recruiter.candidate.shortlistedToast') },
      );
    else shortlist.mutate({ subject, on: true }, { onSuccess: done('recruiter.candidate.shortlistedToast') });
  };
  const onBackToApplied = () => {
    reset();
    if (applicationId !== null)
      move.mutate(
        { applicationId, to: 'applied' },
        { onSuccess: done('recruiter.candidate.backToAppliedToast') },
      );
  };
  const onUnshortlist = () => {
    reset();
    shortlist.mutate({ subject, on: false }, { onSuccess: done('recruiter.candidate.unshortlistedToast') });
  };
  const onInvite = () =>
    invite.mutate(
      { subject, message },
      {
        onSuccess: () => {
          setDialog(null);
          setMessage('');
          showToast(t('recruiter.candidate.invitedToast', { name }));
        },
      },
    );
  const onReject = () => {
    if (applicationId === null) return;
    move.mutate(
      { applicationId, to: 'rejected', reason },
      {
        onSuccess: () => {
          setDialog(null);
          setReason('');
          showToast(t('recruiter.candidate.rejectedToast', { name }));
        },
      },
    );
  };
  const onHire = () => {
    if (applicationId === null) return;
    hire.mutate(applicationId, {
      onSuccess: () => {
        setDialog(null);
        showToast(t('recruiter.candidate.hiredToast', { name }));
      },
    });
  };
  const onAddToCollection = () => {
    reset();
    addToCollection.mutate(
      { collectionId, subject },
      {
        onSuccess: () => {
          const picked = collections.data?.collections.find((c) => c.id === collectionId);
          showToast(t('recruiter.candidate.collectedToast', { name, collection: picked?.name ?? '' }));
        },
      },
    );
  };
  const open = (next: Dialog) => {
    reset();
    setDialog(next);
  };

  // a move asked from the pipeline (a card dropped on a stage, or its "Move to…" menu): the same as the button
  useMoveRequests(subject, (action: MoveAction) => {
    if (action === 'shortlist') onShortlist();
    else if (action === 'backToApplied') onBackToApplied();
    else open(action);
  });

  const list = collections.data?.collections ?? [];

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('recruiter.candidate.actions')}>
        {canInvite && (
          <Button size="sm" onClick={() => open('invite')} disabled={busy}>
            {t('recruiter.candidate.invite')}
          </Button>
        )}
        {waiting && status === null && (
          <Text size="sm" c="dimmed">
            {t('recruiter.candidate.invitationWaiting')}
          </Text>
        )}
        {(status === 'applied' || (status === null && !standing.shortlisted)) && (
          <Button
            size="sm"
            variant="light"
            onClick={onShortlist}
            loading={shortlist.isPending || (move.isPending && status === 'applied')}
            disabled={busy}
          >
            {t('recruiter.candidate.shortlist')}
          </Button>
        )}
        {status === 'shortlisted' && (
          <Button size="sm" variant="default" onClick={onBackToApplied} disabled={busy}>
            {t('recruiter.candidate.backToApplied')}
          </Button>
        )}
        {status === null && standing.shortlisted && (
          <Button size="sm" variant="default" onClick={onUnshortlist} disabled={busy}>
            {t('recruiter.candidate.unshortlist')}
          </Button>
        )}
        {(status === 'shortlisted' || status === 'interviewing') && (
          <Button size="sm" variant="light" onClick={() => open('schedule')} disabled={busy}>
            {t('recruiter.candidate.schedule')}
          </Button>
        )}
        {(status === 'interviewing' || status === 'offered') && (
          <Button size="sm" variant="light" onClick={() => open('offer')} disabled={busy}>
            {t('recruiter.candidate.sendOffer')}
          </Button>
        )}
        {(status === 'interviewing' || status === 'offered') && (
          <Button size="sm" variant="light" onClick={() => open('hire')} disabled={busy}>
            {t('recruiter.candidate.hire')}
          </Button>
        )}
        {rejectable && (
          <Button size="sm" variant="outline" color="red" onClick={() => open('reject')} disabled={busy}>
            {t('recruiter.candidate.reject')}
          </Button>
        )}
      </Group>

      {list.length > 0 && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            size="sm"
            label={t('recruiter.candidate.collection')}
            value={collectionId}
            onChange={(e) => setCollectionId(e.currentTarget.value)}
            data={[
              { value: '', label: t('recruiter.candidate.pickCollection') },
              ...list.map((c) => ({ value: c.id, label: c.name })),
            ]}
            style={{ flex: '1 1 12rem' }}
          />
          <Button
            size="sm"
            variant="default"
            onClick={onAddToCollection}
            disabled={collectionId === ''}
            loading={addToCollection.isPending}
          >
            {t('recruiter.candidate.addToCollection')}
          </Button>
        </Group>
      )}

      {errorText !== null && dialog === null && (
        <Alert color="red" role="alert" title={t('recruiter.candidate.actionFailedTitle')}>
          {errorText}
        </Alert>
      )}

      {applicationId !== null && (
        <ScheduleInterviewDialog
          opened={dialog === 'schedule'}
          onClose={() => setDialog(null)}
          applicationId={applicationId}
          jobId={job.id}
          candidateName={name}
        />
      )}
      {applicationId !== null && dialog === 'offer' && (
        <OfferDialog
          opened
          onClose={() => setDialog(null)}
          job={job}
          applicationId={applicationId}
          name={name}
        />
      )}

      <Modal
        opened={dialog === 'hire'}
        onClose={() => setDialog(null)}
        title={t('recruiter.candidate.hireTitle', { name })}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('recruiter.candidate.hireExplain', { name, job: job.title })}</Text>
          {hire.isError && (
            <Alert color="red" role="alert">
              {refusalMessage(hire.error) ?? t('recruiter.candidate.actionFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('recruiter.candidate.cancel')}
            </Button>
            <Button onClick={onHire} loading={hire.isPending}>
              {t('recruiter.candidate.confirmHire')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'invite'}
        onClose={() => setDialog(null)}
        title={t('recruiter.candidate.inviteTitle', { name })}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t('recruiter.candidate.inviteExplain', { name, job: job.title, days: INVITATION_EXPIRY_DAYS })}
          </Text>
          <Textarea
            label={t('recruiter.candidate.inviteMessage')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}

            rows={4}
            maxLength={2000}
          />
          {invite.isError && (
            <Alert color="red" role="alert">
              {refusalMessage(invite.error) ?? t('recruiter.candidate.actionFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('recruiter.candidate.cancel')}
            </Button>
            <Button onClick={onInvite} loading={invite.isPending}>
              {t('recruiter.candidate.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('recruiter.candidate.rejectTitle', { name })}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('recruiter.candidate.rejectExplain', { name })}</Text>
          <Textarea
            label={t('recruiter.candidate.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}

            rows={3}
            maxLength={1000}
          />
          {move.isError && (
            <Alert color="red" role="alert">
              {refusalMessage(move.error) ?? t('recruiter.candidate.actionFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('recruiter.candidate.cancel')}
            </Button>
            <Button color="red" onClick={onReject} loading={move.isPending}>
              {t('recruiter.candidate.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
