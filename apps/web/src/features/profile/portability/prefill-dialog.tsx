import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AppModal } from '../../../components/app-modal';
import {
  educationInputSchema,
  type EducationInput,
  type ExperienceInput,
  type ResumePrefillResponse,
  type SkillInput,
} from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useSectionWrite } from '../api';
import { monthOf, validateExperience, validateWith, type FieldErrors, type FieldMessage } from '../form';
import { useResumePrefill } from './api';
import classes from './prefill.module.css';

interface Row<V> {
  key: string;
  selected: boolean;
  values: V;
  errors: FieldErrors;
  /** Written already (it stays listed, ticked off), or refused by the server. */
  state: 'new' | 'added' | 'failed';
}

interface JobValues {
  jobTitle: string;
  companyName: string;
  monthFrom: string;
  monthTo: string;
  isCurrent: boolean;
}
interface StudyValues {
  degreeTitle: string;
  universityName: string;
  monthFrom: string;
  monthTo: string;
}
interface SkillValues {
  id: string;
  name: string;
  level: number;
}

function rowsOf(data: ResumePrefillResponse) {
  return {
    jobs: data.experiences.map((e, i): Row<JobValues> => ({
      key: `job-${i}`,
      selected: true,
      state: 'new',
      errors: {},
      values: {
        jobTitle: e.jobTitle,
        companyName: e.companyName,
        monthFrom: monthOf(e.dateFrom),
        monthTo: monthOf(e.dateTo),
        isCurrent: e.isCurrent,
      },
    })),
    studies: data.educations.map((e, i): Row<StudyValues> => ({
      key: `study-${i}`,
      selected: true,
      state: 'new',
      errors: {},
      values: {
        degreeTitle: e.degreeTitle,
        universityName: e.universityName,
        monthFrom: monthOf(e.startDate),
        monthTo: monthOf(e.endDate),
      },
    })),
    skills: data.skills.map((s): Row<SkillValues> => ({
      key: `skill-${s.id}`,
      selected: true,
      state: 'new',
      errors: {},
      values: { id: s.id, name: s.name, level: 3 },
    })),
  };
}

const dayOf = (month: string) => (month === '' ? null : `${month}-01`);

function checkStudy(v: StudyValues) {
  return validateWith<EducationInput>(educationInputSchema, {
    degreeTitle: v.degreeTitle,
    universityName: v.universityName,
    startDate: dayOf(v.monthFrom),
    endDate: dayOf(v.monthTo),
  });
}

interface PrefillDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The PDF résumé the suggestions are read from. */
  fileId: string;
  /** After "Add selected" wrote every chosen entry, with how many. */
  onAdded: (count: number) => void;
}

/**
 * Suggestions read from the seeker's PDF résumé: jobs, studies and skills, each with a checkbox and
 * editable; "Add selected" writes the chosen ones through the sections' own POSTs. Nothing is
 * written before that.
 */
export function PrefillDialog({ opened, onClose, fileId, onAdded }: PrefillDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('profile.prefill.title')} size="xl">
      {opened && <PrefillBody fileId={fileId} onClose={onClose} onAdded={onAdded} />}
    </AppModal>
  );
}

function PrefillBody({ fileId, onClose, onAdded }: Omit<PrefillDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const read = useResumePrefill(fileId);
  if (read.isPending) return <Text c="dimmed">{t('profile.prefill.reading')}</Text>;
  if (read.isError)
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {isApiError(read.error, 400) ? t('profile.prefill.unreadable') : t('profile.prefill.failed')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profile.prefill.close')}
          </Button>
        </Group>
      </Stack>
    );
  const found = read.data;
  if (found.experiences.length + found.educations.length + found.skills.length === 0)
    return (
      <Stack gap="md">
        <Text>{t('profile.prefill.nothing')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profile.prefill.close')}
          </Button>
        </Group>
      </Stack>
    );
  return <Suggestions found={found} onClose={onClose} onAdded={onAdded} />;
}

function Suggestions({
  found,
  onClose,
  onAdded,
}: {
  found: ResumePrefillResponse;
  onClose: () => void;
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation();
  const [initial] = useState(() => rowsOf(found));
  const [jobs, setJobs] = useState(initial.jobs);
  const [studies, setStudies] = useState(initial.studies);
  const [skills, setSkills] = useState(initial.skills);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const writeJob = useSectionWrite<ExperienceInput>('experiences');
  const writeStudy = useSectionWrite<EducationInput>('educations');
  const writeSkill = useSectionWrite<SkillInput>('skills');

  const say = (message: FieldMessage | undefined) =>
    message === undefined ? undefined : t(message.key, message.values);
  const chosen = [...jobs, ...studies, ...skills].filter((r) => r.selected && r.state !== 'added').length;

  const addSelected = async () => {
    setFailed(false);
    // every chosen entry is checked first; nothing is sent while one is wrong
    const jobChecks = jobs.map((r) =>
      r.selected && r.state !== 'added' ? validateExperience({ ...r.values, jobDescription: '' }) : null,
    );
    const studyChecks = studies.map((r) => (r.selected && r.state !== 'added' ? checkStudy(r.values) : null));
    setJobs((rows) => rows.map((r, i) => ({ ...r, errors: jobChecks[i]?.errors ?? {} })));
    setStudies((rows) => rows.map((r, i) => ({ ...r, errors: studyChecks[i]?.errors ?? {} })));
    if ([...jobChecks, ...studyChecks].some((c) => c !== null && c.input === null)) return;

    setSaving(true);
    let added = 0;
    let refused = 0;
    const run = async <V, B>(
      rows: Row<V>[],
      set: (update: (rows: Row<V>[]) => Row<V>[]) => void,
      bodyOf: (row: Row<V>, index: number) => B | null,
      write: (body: B) => Promise<unknown>,
    ) => {
      for (const [index, row] of rows.entries()) {
        const body = bodyOf(row, index);
        if (body === null) continue;
        let state: Row<V>['state'] = 'added';
        try {
          await write(body);
          added += 1;
        } catch {
          state = 'failed';
          refused += 1;
        }
        set((all) => all.map((r) => (r.key === row.key ? { ...r, state } : r)));
      }
    };
    await run(
      jobs,
      setJobs,
      (_, i) => jobChecks[i]?.input ?? null,
      (body) => writeJob.mutateAsync({ body }),
    );
    await run(
      studies,
      setStudies,
      (_, i) => studyChecks[i]?.input ?? null,
      (body) => writeStudy.mutateAsync({ body }),
    );
    await run(
      skills,
      setSkills,
      (r) =>
        r.selected && r.state !== 'added' ? { skill: { id: r.values.id }, level: r.values.level } : null,
      (body) => writeSkill.mutateAsync({ body }),
    );
    setSaving(false);
    if (refused > 0) setFailed(true);
    else onAdded(added);
  };

  const toggle = <V,>(set: (u: (rows: Row<V>[]) => Row<V>[]) => void, key: string, selected: boolean) =>
    set((rows) => rows.map((r) => (r.key === key ? { ...r, selected } : r)));
  const edit = <V,>(set: (u: (rows: Row<V>[]) => Row<V>[]) => void, key: string, patch: Partial<V>) =>
    set((rows) => rows.map((r) => (r.key === key ? { ...r, values: { ...r.values, ...patch } } : r)));
  const stateNote = (row: Row<unknown>) =>
    row.state === 'added' ? (
      <Text size="sm" c="green.8" fw={600}>
        {t('profile.prefill.added')}
      </Text>
    ) : row.state === 'failed' ? (
      <Text size="sm" c="red.8" fw={600}>
        {t('profile.prefill.refused')}
      </Text>
    ) : null;

  return (
    <Stack gap="lg">
      <Text size="sm">{t('profile.prefill.intro')}</Text>
      {found.truncated && (
        <Alert color="yellow">{t('profile.prefill.truncated', { n: found.pagesRead })}</Alert>
      )}
      {jobs.length > 0 && (
        <section aria-labelledby="prefill-jobs">
          <Title order={3} size="h5" id="prefill-jobs" mb="xs">
            {t('profile.prefill.jobs')}
          </Title>
          <Stack gap="sm">
            {jobs.map((row, n) => (
              <fieldset key={row.key} className={classes.entry} disabled={row.state === 'added' || saving}>
                <legend className={classes.legend}>
                  <Checkbox
                    checked={row.selected}
                    onChange={(e) => toggle(setJobs, row.key, e.currentTarget.checked)}
                    label={t('profile.prefill.addJob', { n: n + 1 })}
                  />
                </legend>
                {stateNote(row)}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('profile.experience.jobTitle')}
                    value={row.values.jobTitle}
                    onChange={(e) => edit(setJobs, row.key, { jobTitle: e.currentTarget.value })}
                    error={say(row.errors.jobTitle)}
                    disabled={!row.selected}
                    dir="auto"
                  />
                  <TextInput
                    label={t('profile.experience.company')}
                    value={row.values.companyName}
                    onChange={(e) => edit(setJobs, row.key, { companyName: e.currentTarget.value })}
                    error={say(row.errors.companyName)}
                    disabled={!row.selected}
                    dir="auto"
                  />
                  <TextInput
                    type="month"
                    label={t('profile.experience.from')}
                    value={row.values.monthFrom}
                    onChange={(e) => edit(setJobs, row.key, { monthFrom: e.currentTarget.value })}
                    error={say(row.errors.dateFrom)}
                    disabled={!row.selected}
                  />
                  <Stack gap={6}>
                    <TextInput
                      type="month"
                      label={t('profile.experience.to')}
                      value={row.values.isCurrent ? '' : row.values.monthTo}
                      onChange={(e) => edit(setJobs, row.key, { monthTo: e.currentTarget.value })}
                      error={say(row.errors.dateTo)}
                      disabled={!row.selected || row.values.isCurrent}
                    />
                    <Checkbox
                      size="xs"
                      checked={row.values.isCurrent}
                      onChange={(e) => edit(setJobs, row.key, { isCurrent: e.currentTarget.checked })}
                      label={t('profile.experience.current')}
                      disabled={!row.selected}
                    />
                  </Stack>
                </SimpleGrid>
              </fieldset>
            ))}
          </Stack>
        </section>
      )}
      {studies.length > 0 && (
        <section aria-labelledby="prefill-studies">
          <Title order={3} size="h5" id="prefill-studies" mb="xs">
            {t('profile.prefill.studies')}
          </Title>
          <Stack gap="sm">
            {studies.map((row, n) => (
              <fieldset key={row.key} className={classes.entry} disabled={row.state === 'added' || saving}>
                <legend className={classes.legend}>
                  <Checkbox
                    checked={row.selected}
                    onChange={(e) => toggle(setStudies, row.key, e.currentTarget.checked)}
                    label={t('profile.prefill.addStudy', { n: n + 1 })}
                  />
                </legend>
                {stateNote(row)}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('profile.prefill.degree')}
                    value={row.values.degreeTitle}
                    onChange={(e) => edit(setStudies, row.key, { degreeTitle: e.currentTarget.value })}
                    error={say(row.errors.degreeTitle)}
                    disabled={!row.selected}
                    dir="auto"
                  />
                  <TextInput
                    label={t('profile.prefill.school')}
                    value={row.values.universityName}
                    onChange={(e) => edit(setStudies, row.key, { universityName: e.currentTarget.value })}
                    error={say(row.errors.universityName)}
                    disabled={!row.selected}
                    dir="auto"
                  />
                  <TextInput
                    type="month"
                    label={t('profile.experience.from')}
                    value={row.values.monthFrom}
                    onChange={(e) => edit(setStudies, row.key, { monthFrom: e.currentTarget.value })}
                    error={say(row.errors.startDate)}
                    disabled={!row.selected}
                  />
                  <TextInput
                    type="month"
                    label={t('profile.experience.to')}
                    value={row.values.monthTo}
                    onChange={(e) => edit(setStudies, row.key, { monthTo: e.currentTarget.value })}
                    error={say(row.errors.endDate)}
                    disabled={!row.selected}
                  />
                </SimpleGrid>
              </fieldset>
            ))}
          </Stack>
        </section>
      )}
      {skills.length > 0 && (
        <section aria-labelledby="prefill-skills">
          <Title order={3} size="h5" id="prefill-skills" mb="xs">
            {t('profile.prefill.skills')}
          </Title>
          <ul className={classes.skills}>
            {skills.map((row) => (
              <li key={row.key} className={classes.skill}>
                <Checkbox
                  checked={row.selected}
                  onChange={(e) => toggle(setSkills, row.key, e.currentTarget.checked)}
                  disabled={row.state === 'added' || saving}
                  label={<bdi dir="auto">{row.values.name}</bdi>}
                />
                <NativeSelect
                  size="xs"
                  aria-label={t('profile.prefill.levelOf', { name: row.values.name })}
                  value={String(row.values.level)}
                  onChange={(e) => edit(setSkills, row.key, { level: Number(e.currentTarget.value) })}
                  disabled={!row.selected || row.state === 'added' || saving}
                  data={[
                    { value: '1', label: t('profile.skills.levelBeginner') },
                    { value: '2', label: t('profile.skills.levelElementary') },
                    { value: '3', label: t('profile.skills.levelIntermediate') },
                    { value: '4', label: t('profile.skills.levelAdvanced') },
                    { value: '5', label: t('profile.skills.levelExpert') },
                  ]}
                />
                {stateNote(row)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {t('profile.prefill.someRefused')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" className={classes.footer}>
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('profile.actions.cancel')}
        </Button>
        <Button onClick={() => void addSelected()} loading={saving} disabled={chosen === 0}>
          {t('profile.prefill.addSelected', { n: chosen })}
        </Button>
      </Group>
    </Stack>
  );
}
