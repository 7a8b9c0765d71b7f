import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  scheduleAssessmentBodySchema,
  type AssessmentKind,
  type JobRole,
  type ScheduleAssessmentBody,
} from '@talent/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  placeFieldErrors,
  refusedFieldErrors,
  type FieldRefusal,
  useFieldErrors,
} from '../../../../lib/field-errors';
import { showToast } from '../../../../lib/ui-store';
import { useMe } from '../../../session';
import { browserTimeZone, useJobRoles, useScheduleInterview } from '../../api/interviews';
import { JOB_ROLE_KEYS } from './labels';
import { checkTime, placeTimeRefusal, type TimeField } from './form-errors';
import { addDays, dayKey } from './time';
import { CallError, TimeFields, type TimeValue } from './time-fields';

export interface ScheduleInterviewDialogProps {
  opened: boolean;
  onClose: () => void;
  applicationId: string;
  jobId: string;
  /** The candidate's name, for the title. */
  candidateName: string;
  onScheduled?: () => void;
}

interface Person {
  subject: string;
  fullName: string;
  roles: JobRole[];
}

type ScheduleField = TimeField | 'kind' | 'location' | 'meetingUrl' | 'participants' | 'note';
type ScheduleErrors = Partial<Record<ScheduleField, string>>;
const TIME_FIELDS: readonly ScheduleField[] = ['day', 'time', 'timeZone', 'duration'];

/** A participant the server would not take, in words: who, and why (the server's reasons, by their text). */
function participantMessage(
  refusal: FieldRefusal,
  sent: readonly string[],
  people: Map<string, Person>,
  t: TFunction,
) {
  const index = Number(refusal.path.split('.')[1]);
  const subject = Number.isInteger(index) ? sent[index] : undefined;
  const name = subject === undefined ? undefined : people.get(subject)?.fullName;
  if (name === undefined) return t('recruiter.interviews.participantsRefused');
  if (/candidate/i.test(refusal.message)) return t('recruiter.interviews.participantIsCandidate', { name });
  if (/no such/i.test(refusal.message)) return t('recruiter.interviews.participantUnknown', { name });
  return t('recruiter.interviews.participantOutside', { name });
}

/**
 * Schedule an interview or a test for an application: when (in any IANA zone, the browser's by
 * default), how long, where or the meeting link, who takes part (the people with a role on the job,
 * and the recruiter), and a note for the candidate. Reusable: the interviews screen and the candidate
 * panel open it.
 */
export function ScheduleInterviewDialog(props: ScheduleInterviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('recruiter.interviews.scheduleTitle', { name: props.candidateName })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
      size="lg"
    >
      {props.opened && <ScheduleForm {...props} />}
    </Modal>
  );
}

function ScheduleForm({
  onClose,
  applicationId,
  jobId,
  candidateName,
  onScheduled,
}: ScheduleInterviewDialogProps) {
  const { t } = useTranslation();
  const me = useMe();
  const roles = useJobRoles(jobId, true);
  const schedule = useScheduleInterview();
  const [when, setWhen] = useState<TimeValue>({
    day: dayKey(addDays(new Date(), 1)),
    time: '10:00',
    timeZone: browserTimeZone(),
    duration: 60,
  });
  const [kind, setKind] = useState<AssessmentKind>('interview');
  const [location, setLocation] = useState('');
  const [meetingUrl, setMeetingUrl] = useState('');
  const [note, setNote] = useState('');
  const mine = me.data?.subject;
  // the recruiter takes part unless they say otherwise (known once the session has loaded)
  const [chosen, setParticipants] = useState<string[] | null>(null);
  const participants = chosen ?? (mine === undefined ? [] : [mine]);
  // each check that finds errors moves to the first of them
  const { errors, setErrors, unplaced, formRef, fail, clear } = useFieldErrors<ScheduleErrors>();

  const people = new Map<string, Person>();
  if (me.data)
    people.set(me.data.subject, { subject: me.data.subject, fullName: me.data.fullName, roles: [] });
  for (const config of roles.data?.configs ?? []) {
    const person = people.get(config.subject) ?? {
      subject: config.subject,
      fullName: config.fullName,
      roles: [],
    };
    person.roles.push(config.role);
    people.set(config.subject, person);
  }

  /** Each refused field on the form's field for it, in words; answers whether any was left without one. */
  const place = (refusals: readonly FieldRefusal[], sent: readonly string[]) =>
    placeFieldErrors<ScheduleField>(refusals, (refusal) => {
      const time = placeTimeRefusal(refusal, when, t);
      if (time !== null) return time;
      const [head] = refusal.path.split('.');
      if (head === 'participants') {
        return { field: 'participants', message: participantMessage(refusal, sent, people, t) };
      }
      if (head === 'meetingUrl') {
        return { field: 'meetingUrl', message: t('recruiter.interviews.meetingUrlInvalid') };
      }
      if (head === 'kind' || head === 'location' || head === 'note') {
        return { field: head, message: t('recruiter.interviews.fieldRefused') };
      }
      return null;
    });

  /** A change to a field takes its error away (the time fields' together: they are one moment). */
  const edited = (...fields: ScheduleField[]) => {
    setErrors((before) => {
      const kept = Object.entries(before).filter(([f]) => !fields.includes(f as ScheduleField));
      return kept.length === Object.keys(before).length ? before : Object.fromEntries(kept);
    });
  };

  const submit = () => {
    const checked = checkTime(when, t);
    const found: ScheduleErrors = { ...checked.errors };
    if (participants.length === 0) found.participants = t('recruiter.interviews.invalidParticipants');
    const span = checked.span ?? {
      // the contract's other checks still run on a time it will not see
      startsAt: '2100-01-01T10:00:00.000Z',
      endsAt: '2100-01-01T11:00:00.000Z',
    };
    const body: ScheduleAssessmentBody = {
      applicationId,
      kind,
      ...span,
      timeZone: when.timeZone,
      ...(location.trim() === '' ? {} : { location: location.trim() }),
      ...(meetingUrl.trim() === '' ? {} : { meetingUrl: meetingUrl.trim() }),
      participants,
      ...(note.trim() === '' ? {} : { note: note.trim() }),
    };
    const parsed = scheduleAssessmentBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: i.path.map(String).join('.'),
        message: i.message,
      }));
      const placed = place(issues, participants);
      for (const [field, message] of Object.entries(placed.errors) as [ScheduleField, string][]) {
        found[field] ??= message;
      }
    }
    if (Object.keys(found).length > 0) {
      schedule.reset();
      return fail(found, false);
    }
    clear();
    schedule.mutate(body, {
      onError: (error) => {
        const refusals = refusedFieldErrors(error);
        if (refusals.length === 0) return;
        const placed = place(refusals, body.participants);
        fail(placed.errors, placed.unplaced.length > 0);
      },
      onSuccess: () => {
        onClose();
        onScheduled?.();
        showToast(t('recruiter.interviews.scheduledToast', { name: candidateName }));
      },
    });
  };

  // a refusal whose every field is shown on its field needs no more words at the bottom
  const placedOnly = Object.keys(errors).length > 0 && !unplaced;
  return (
    <Stack gap="sm" ref={formRef}>
      <NativeSelect
        label={t('recruiter.interviews.fieldKind')}
        value={kind}
        onChange={(e) => {
          edited('kind');
          setKind(e.currentTarget.value === 'test' ? 'test' : 'interview');
        }}
        error={errors.kind}
        data={[
          { value: 'interview', label: t('recruiter.interviews.kindInterview') },
          { value: 'test', label: t('recruiter.interviews.kindTest') },
        ]}
      />
      <TimeFields
        value={when}
        onChange={(next) => {
          edited(...TIME_FIELDS);
          setWhen(next);
        }}
        errors={errors}
      />
      <TextInput
        label={t('recruiter.interviews.fieldLocation')}
        value={location}
        onChange={(e) => {
          edited('location');
          setLocation(e.currentTarget.value);
        }}
        error={errors.location}
        maxLength={300}
      />
      <TextInput
        label={t('recruiter.interviews.fieldMeetingUrl')}
        type="url"
        // an address reads left to right in every language
        dir="ltr"
        placeholder="https://"
        value={meetingUrl}
        onChange={(e) => {
          edited('meetingUrl');
          setMeetingUrl(e.currentTarget.value);
        }}
        error={errors.meetingUrl}
        maxLength={500}
      />
      <Checkbox.Group
        label={t('recruiter.interviews.fieldParticipants')}
        description={t('recruiter.interviews.participantsHelp')}
        value={participants}
        onChange={(next) => {
          edited('participants');
          setParticipants(next);
        }}
        error={errors.participants}
        data-invalid={errors.participants === undefined ? undefined : 'true'}
      >
        <Stack gap={6} mt={6}>
          {[...people.values()].map((p) => (
            <Checkbox
              key={p.subject}
              value={p.subject}
              label={
                p.roles.length === 0
                  ? p.fullName
                  : `${p.fullName} — ${p.roles.map((r) => t(JOB_ROLE_KEYS[r])).join(', ')}`
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {roles.isPending && (
        <Text size="sm" c="dimmed">
          {t('recruiter.interviews.participantsLoading')}
        </Text>
      )}
      {roles.isError && <Alert color="yellow">{t('recruiter.interviews.participantsError')}</Alert>}
      <Textarea
        label={t('recruiter.interviews.fieldNote')}
        value={note}
        onChange={(e) => {
          edited('note');
          setNote(e.currentTarget.value);
        }}
        error={errors.note}
        rows={3}
        maxLength={2000}
      />
      {schedule.isError && !placedOnly && <CallError error={schedule.error} refused={unplaced} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('recruiter.interviews.cancel')}
        </Button>
        <Button onClick={submit} loading={schedule.isPending}>
          {t('recruiter.interviews.scheduleSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}
