import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import type { AssessmentFeedbackBody, HrAssessment } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeFieldErrors, refusedFieldErrors, useFieldErrors } from '../../../../lib/field-errors';
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
const FIELDS = ['rating', 'recommendation', 'notes'] as const;
type FeedbackField = (typeof FIELDS)[number];

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
  const { errors, unplaced, formRef, fail, clear } = useFieldErrors<Partial<Record<FeedbackField, string>>>();

  const submit = () => {
    clear();
    feedback.mutate(
      { id: interview.id, rating, recommendation, notes: notes.trim() },
      {
        onError: (error) => {
          const refusals = refusedFieldErrors(error);
          if (refusals.length === 0) return;
          const placed = placeFieldErrors<FeedbackField>(refusals, ({ path }) => {
            const field = FIELDS.find((f) => f === path.split('.')[0]);
            return field === undefined ? null : { field, message: t('recruiter.interviews.fieldRefused') };
          });
          fail(placed.errors, placed.unplaced.length > 0);
        },
        onSuccess: () => {
          onClose();
          showToast(t('recruiter.interviews.feedbackToast'));
        },
      },
    );
  };

  const placedOnly = Object.keys(errors).length > 0 && !unplaced;
  return (
    <Stack gap="sm" ref={formRef}>
      <NativeSelect
        label={t('recruiter.interviews.fieldRating')}
        value={String(rating)}
        onChange={(e) => setRating(Number(e.currentTarget.value))}
        error={errors.rating}
        data={RATINGS.map((r) => ({
          value: String(r),
          label: t('recruiter.interviews.ratingOption', { count: r }),
        }))}
      />
      <NativeSelect
        label={t('recruiter.interviews.fieldRecommendation')}
        value={recommendation}
        onChange={(e) => setRecommendation(RECOMMENDATIONS.find((r) => r === e.currentTarget.value) ?? 'yes')}
        error={errors.recommendation}
        data={RECOMMENDATIONS.map((r) => ({ value: r, label: t(RECOMMENDATION_KEYS[r]) }))}
      />
      <Textarea
        label={t('recruiter.interviews.fieldNotes')}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        error={errors.notes}
        rows={4}
        maxLength={4000}
      />
      {feedback.isError && !placedOnly && <CallError error={feedback.error} refused={unplaced} />}
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
