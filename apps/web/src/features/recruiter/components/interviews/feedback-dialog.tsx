import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import type { AssessmentFeedbackBody, HrAssessment } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/ui-store';
import { useInterviewFeedback } from '../../api/interviews';
import { RECOMMENDATION_KEYS } from './labels';
import { CallError } from './time-fields';
import { candidateDisplayName } from '../candidate/anonymised';

interface FeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
  interview: HrAssessment;
}

const RATINGS = [5, 4, 3, 2, 1] as const;
const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;

/** One's feedback on an interview: a rating of 1 to 5, a recommendation and notes. */
export function FeedbackDialog({ opened, onClose, interview }: FeedbackDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recruiter.interviews.feedbackTitle', { name: candidateDisplayName(interview.candidate, t) })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      {opened && <FeedbackForm interview={interview} onClose={onClose} />}
    </Modal>
  );
}

function FeedbackForm({ interview, onClose }: { interview: HrAssessment; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useInterviewFeedback();
  const [rating, setRating] = useState(3);
  const [recommendation, setRecommendation] = useState<AssessmentFeedbackBody['recommendation']>('yes');
  const [notes, setNotes] = useState('');

  const submit = () =>
    feedback.mutate(
      { id: interview.id, rating, recommendation, notes: notes.trim() },
      {
        onSuccess: () => {
          onClose();
          showToast(t('recruiter.interviews.feedbackToast'));
        },
      },
    );

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('recruiter.interviews.fieldRating')}
        value={String(rating)}
        onChange={(e) => setRating(Number(e.currentTarget.value))}
        data={RATINGS.map((r) => ({
          value: String(r),
          label: t('recruiter.interviews.ratingOption', { count: r }),
        }))}
      />
      <NativeSelect
        label={t('recruiter.interviews.fieldRecommendation')}
        value={recommendation}
        onChange={(e) => setRecommendation(RECOMMENDATIONS.find((r) => r === e.currentTarget.value) ?? 'yes')}
        data={RECOMMENDATIONS.map((r) => ({ value: r, label: t(RECOMMENDATION_KEYS[r]) }))}
      />
      <Textarea
        label={t('recruiter.interviews.fieldNotes')}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        rows={4}
        maxLength={4000}
      />
      {feedback.isError && <CallError error={feedback.error} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('recruiter.interviews.cancel')}
        </Button>
        <Button onClick={submit} loading={feedback.isPending}>
          {t('recruiter.interviews.feedbackSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}
