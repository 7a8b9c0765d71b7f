import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { HrAssessment } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeFieldErrors, refusedFieldErrors, useFieldErrors } from '../../../../lib/field-errors';
import { showToast } from '../../../../lib/ui-store';
import { browserTimeZone, useRescheduleInterview } from '../../api/interviews';
import { useSpanFormat } from './format';
import { checkTime, placeTimeRefusal, type TimeErrors } from './form-errors';
import { isolate, wallClock } from './time';
import { CallError, TimeFields, type TimeValue } from './time-fields';
import { candidateDisplayName } from '../candidate/anonymised';

interface RescheduleDialogProps {
  opened: boolean;
  onClose: () => void;
  interview: HrAssessment;
}

/** Give an interview a new time: any time, or one of those the candidate proposed. */
export function RescheduleDialog({ opened, onClose, interview }: RescheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recruiter.interviews.rescheduleTitle', {
        name: candidateDisplayName(interview.candidate, t),
      })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
      size="lg"
    >
      {opened && <RescheduleForm interview={interview} onClose={onClose} />}
    </Modal>
  );
}

function valueAt(startsAt: string, endsAt: string, timeZone: string): TimeValue {
  const { day, time } = wallClock(new Date(startsAt), timeZone);
  return { day, time, timeZone, duration: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000) };
}

function RescheduleForm({ interview, onClose }: { interview: HrAssessment; onClose: () => void }) {
  const { t } = useTranslation();
  const viewerZone = browserTimeZone();
  const format = useSpanFormat(viewerZone);
  const reschedule = useRescheduleInterview();
  const [when, setWhen] = useState<TimeValue>(() =>
    valueAt(interview.startsAt, interview.endsAt, interview.timeZone),
  );
  const { errors, setErrors, unplaced, formRef, fail, clear } = useFieldErrors<TimeErrors>();
  const waiting = interview.status === 'reschedule_requested';
  const proposed = waiting ? interview.proposedTimes : [];
  const theirZone = interview.proposedTimeZone ?? interview.timeZone;
  const reason = waiting ? interview.seekerNote : null;
  const [picked, setPicked] = useState<string | null>(null);

  const pick = (startsAt: string) => {
    const p = proposed.find((one) => one.startsAt === startsAt);
    if (p === undefined) return;
    setPicked(p.startsAt);
    setErrors({});
    setWhen(valueAt(p.startsAt, p.endsAt, when.timeZone));
  };

  const submit = () => {
    const { span, errors: found } = checkTime(when, t);
    if (span === null) {
      reschedule.reset();
      fail(found);
      return;
    }
    clear();
    reschedule.mutate(
      { id: interview.id, ...span, timeZone: when.timeZone },
      {
        onError: (error) => {
          const refusals = refusedFieldErrors(error);
          if (refusals.length === 0) return;
          const placed = placeFieldErrors(refusals, (r) => placeTimeRefusal(r, when, t));
          fail(placed.errors, placed.unplaced.length > 0);
        },
        onSuccess: () => {
          onClose();
          showToast(
            t('recruiter.interviews.rescheduledToast', {
              name: candidateDisplayName(interview.candidate, t),
            }),
          );
        },
      },
    );
  };

  const current = format(interview.startsAt, interview.endsAt, interview.timeZone);
  // a refusal whose every field is shown on its field needs no more words at the bottom
  const placedOnly = Object.keys(errors).length > 0 && !unplaced;
  return (
    <Stack gap="sm" ref={formRef}>
      <Text size="sm">
        {t('recruiter.interviews.currentTime', { time: current.here })}
        {current.there !== null && ` · ${current.there}`}
      </Text>
      {proposed.length > 0 && (
        <Radio.Group
          value={picked}
          onChange={pick}
          label={t('recruiter.interviews.proposedHeading')}
          description={t('recruiter.interviews.proposedHint')}
        >
          <Stack gap={6} mt={6}>
            {proposed.map((p) => {
              const yours = format(p.startsAt, p.endsAt, viewerZone).here;
              const theirs = format(p.startsAt, p.endsAt, theirZone).there;
              return (
                <Radio.Card key={p.startsAt} value={p.startsAt} radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <div>
                      <Text size="sm" fw={600}>
                        {yours}
                      </Text>
                      {theirs !== null && (
                        <Text size="xs" c="dimmed">
                          {t('recruiter.interviews.proposedTheirTime', { time: theirs })}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {reason !== null && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {t('recruiter.interviews.candidateReason', { reason: isolate(reason) })}
        </Text>
      )}
      <TimeFields
        value={when}
        onChange={(next) => {
          setPicked(null);
          setErrors({});
          setWhen(next);
        }}
        errors={errors}
      />
      {reschedule.isError && !placedOnly && <CallError error={reschedule.error} refused={unplaced} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('recruiter.interviews.cancel')}
        </Button>
        <Button onClick={submit} loading={reschedule.isPending}>
          {t('recruiter.interviews.rescheduleSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}
