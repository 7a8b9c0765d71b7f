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
import type { AssessmentKind, JobRole } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/ui-store';
import { useMe } from '../../../session';
import { browserTimeZone, useJobRoles, useScheduleInterview } from '../../api/interviews';
import { JOB_ROLE_KEYS } from './labels';
import { addDays, dayKey } from './time';
import { CallError, spanOf, TimeFields, type TimeValue } from './time-fields';

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
  const [invalid, setInvalid] = useState<string | null>(null);

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

  const submit = () => {
    const span = spanOf(when);
    if (span === null) return setInvalid(t('recruiter.interviews.invalidTime'));
    if (participants.length === 0) return setInvalid(t('recruiter.interviews.invalidParticipants'));
    setInvalid(null);
    schedule.mutate(
      {
        applicationId,
        kind,
        ...span,
        timeZone: when.timeZone,
        ...(location.trim() === '' ? {} : { location: location.trim() }),
        ...(meetingUrl.trim() === '' ? {} : { meetingUrl: meetingUrl.trim() }),
        participants,
        ...(note.trim() === '' ? {} : { note: note.trim() }),
      },
      {
        onSuccess: () => {
          onClose();
          onScheduled?.();
          showToast(t('recruiter.interviews.scheduledToast', { name: candidateName }));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('recruiter.interviews.fieldKind')}
        value={kind}
        onChange={(e) => setKind(e.currentTarget.value === 'test' ? 'test' : 'interview')}
        data={[
          { value: 'interview', label: t('recruiter.interviews.kindInterview') },
          { value: 'test', label: t('recruiter.interviews.kindTest') },
        ]}
      />
      <TimeFields value={when} onChange={setWhen} />
      <TextInput
        label={t('recruiter.interviews.fieldLocation')}
        value={location}
        onChange={(e) => setLocation(e.currentTarget.value)}
        maxLength={300}
      />
      <TextInput
        label={t('recruiter.interviews.fieldMeetingUrl')}
        type="url"
        // an address reads left to right in every language
        dir="ltr"
        placeholder="https://"
        value={meetingUrl}
        onChange={(e) => setMeetingUrl(e.currentTarget.value)}
        maxLength={500}
      />
      <Checkbox.Group
        label={t('recruiter.interviews.fieldParticipants')}
        description={t('recruiter.interviews.participantsHelp')}
        value={participants}
        onChange={setParticipants}
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
        onChange={(e) => setNote(e.currentTarget.value)}
        rows={3}
        maxLength={2000}
      />
      {invalid !== null && (
        <Alert color="red" role="alert">
          {invalid}
        </Alert>
      )}
      {schedule.isError && <CallError error={schedule.error} />}
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
