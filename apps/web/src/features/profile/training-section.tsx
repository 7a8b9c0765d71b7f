import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { trainingInputSchema, type TrainingInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import type { Training } from './api';
import { formatMonth, usePeriod } from './experience-section';
import { dayOf, monthOf, validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

/** The end, or null when it is the start's month: "Jun 2021", not "Jun 2021 – Jun 2021". */
export const endUnlessSameMonth = (start: string | null, end: string | null) =>
  start !== null && end !== null && start.slice(0, 7) === end.slice(0, 7) ? null : end;

/**
 * A text of the seeker's own, in whatever language, is isolated in a `<bdi>` (its direction from its
 * first letters) inside a block that keeps the page's side: a `dir` on the block itself, or
 * `unicode-bidi: plaintext` on it, would push an English paragraph to the left of an Arabic page.
 */
export const PARAGRAPHS = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** The courses the seeker took: where, on what, and when (a period, or the month it ended). */
export function TrainingSection({ trainings }: { trainings: readonly Training[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const period = usePeriod();
  return (
    <ProfileSectionCard
      section="trainings"
      labels={{
        heading: t('profile.trainings.heading'),
        add: t('profile.trainings.add'),
        addFirst: t('profile.trainings.addFirst'),
        addTitle: t('profile.trainings.addTitle'),
        editTitle: t('profile.trainings.editTitle'),
        empty: t('profile.trainings.empty'),
      }}
      items={trainings}
      nameOf={(entry) => entry.trainingName}
      renderForm={(entry, onDone) => <TrainingForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => {
        const where = [entry.instituteName ?? '', entry.trainingSubject ?? '']
          .filter((p) => p !== '')
          .join(' · ');
        const when =
          period(entry.startDate, endUnlessSameMonth(entry.startDate, entry.endDate)) ??
          (entry.trainingDate === null
            ? null
            : t('profile.trainings.completedOn', { month: formatMonth(entry.trainingDate, locale) }));
        return (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{entry.trainingName}</bdi>
            </Text>
            {where !== '' && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{where}</bdi>
              </Text>
            )}
            {when !== null && (
              <Text size="sm" c="dimmed">
                {when}
              </Text>
            )}
            {entry.trainingDescription !== null && entry.trainingDescription !== '' && (
              <Text size="sm" style={PARAGRAPHS}>
                <bdi>{entry.trainingDescription}</bdi>
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

interface TrainingValues {
  trainingName: string;
  instituteName: string;
  trainingSubject: string;
  trainingDescription: string;
  monthFrom: string;
  monthTo: string;
  monthDone: string;
}

const initialValues = (entry: Training | null): TrainingValues => ({
  trainingName: entry?.trainingName ?? '',
  instituteName: entry?.instituteName ?? '',
  trainingSubject: entry?.trainingSubject ?? '',
  trainingDescription: entry?.trainingDescription ?? '',
  monthFrom: monthOf(entry?.startDate ?? null),
  monthTo: monthOf(entry?.endDate ?? null),
  monthDone: monthOf(entry?.trainingDate ?? null),
});

function TrainingForm({ entry, onDone }: { entry: Training | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<TrainingInput>('trainings', entry, onDone);
  const [values, setValues] = useState(() => initialValues(entry));
  const { errors, say } = form;
  const set = (patch: Partial<TrainingValues>) => setValues({ ...values, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      validateWith<TrainingInput>(trainingInputSchema, {
        trainingName: values.trainingName,
        instituteName: values.instituteName,
        trainingSubject: values.trainingSubject,
        trainingDescription: values.trainingDescription,
        startDate: dayOf(values.monthFrom),
        endDate: dayOf(values.monthTo),
        trainingDate: dayOf(values.monthDone),
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.trainings.name')}
          value={values.trainingName}
          onChange={(e) => set({ trainingName: e.currentTarget.value })}
          error={say(errors.trainingName)}
          required
          dir="auto"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('profile.trainings.institute')}
            value={values.instituteName}
            onChange={(e) => set({ instituteName: e.currentTarget.value })}
            error={say(errors.instituteName)}
            dir="auto"
          />
          <TextInput
            label={t('profile.trainings.subject')}
            value={values.trainingSubject}
            onChange={(e) => set({ trainingSubject: e.currentTarget.value })}
            error={say(errors.trainingSubject)}
            dir="auto"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput
            type="month"
            label={t('profile.trainings.from')}
            value={values.monthFrom}
            onChange={(e) => set({ monthFrom: e.currentTarget.value })}
            error={say(errors.startDate)}
          />
          <TextInput
            type="month"
            label={t('profile.trainings.to')}
            value={values.monthTo}
            onChange={(e) => set({ monthTo: e.currentTarget.value })}
            error={say(errors.endDate)}
          />
          <TextInput
            type="month"
            label={t('profile.trainings.completed')}
            value={values.monthDone}
            onChange={(e) => set({ monthDone: e.currentTarget.value })}
            error={say(errors.trainingDate)}
          />
        </SimpleGrid>
        <Textarea
          label={t('profile.trainings.description')}
          value={values.trainingDescription}
          onChange={(e) => set({ trainingDescription: e.currentTarget.value })}
          error={say(errors.trainingDescription)}
          rows={4}
          dir="auto"
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
