import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { educationInputSchema, type EducationInput, type ProfileLocationInput } from '@talent/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Education } from './api';
import { usePeriod } from './experience-section';
import { dayOf, monthOf, validateWith, type FieldErrors, type FieldMessage } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { PlaceFields, placeInputOf, usePlaceText } from './place-fields';
import { useJobReference, useLocalized, useNamedOptions, useProfileReference, withSaved } from './reference';
import { ProfileSectionCard } from './section-card';

/** The profile's studies, in the seeker's order; one without an end is one studied now. */
export function EducationSection({ educations }: { educations: readonly Education[] }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const placeText = usePlaceText();
  return (
    <ProfileSectionCard
      section="educations"
      labels={{
        heading: t('profile.education.heading'),
        add: t('profile.education.add'),
        addFirst: t('profile.education.addFirst'),
        addTitle: t('profile.education.addTitle'),
        editTitle: t('profile.education.editTitle'),
        empty: t('profile.education.empty'),
      }}
      items={educations}
      nameOf={(entry) => entry.degreeTitle}
      renderForm={(entry, onDone) => <EducationForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => {
        // what the degree's own title already says is not said again
        const title = entry.degreeTitle.toLocaleLowerCase();
        const subject = [entry.degreeLevel?.degreeName, entry.specialization?.minorSubject]
          .filter((s): s is string => s !== undefined && s !== '' && !title.includes(s.toLocaleLowerCase()))
          .join(' · ');
        const when = period(
          entry.startDate,
          entry.endDate,
          entry.startDate !== null && entry.endDate === null,
        );
        const place = placeText(entry.location);
        return (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{entry.degreeTitle}</bdi>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{entry.universityName}</bdi>
            </Text>
            {subject !== '' && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{subject}</bdi>
              </Text>
            )}
            {when !== null && (
              <Text size="sm" c="dimmed">
                {when}
              </Text>
            )}
            {entry.gpa !== null && (
              <Text size="sm" c="dimmed">
                {t('profile.education.gpaShown', { gpa: entry.gpa })}
              </Text>
            )}
            {place !== null && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{place}</bdi>
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

interface EducationValues {
  degreeTitle: string;
  universityName: string;
  degreeLevelId: string | null;
  specializationId: string | null;
  /** YYYY-MM, as a month field gives it; empty when not chosen. */
  monthFrom: string;
  monthTo: string;
  isCurrent: boolean;
  gpa: string;
  location: ProfileLocationInput | null;
}

const initialValues = (entry: Education | null): EducationValues => ({
  degreeTitle: entry?.degreeTitle ?? '',
  universityName: entry?.universityName ?? '',
  degreeLevelId: entry?.degreeLevel?.id ?? null,
  specializationId: entry?.specialization?.id ?? null,
  monthFrom: monthOf(entry?.startDate ?? null),
  monthTo: monthOf(entry?.endDate ?? null),
  isCurrent: entry !== null && entry.startDate !== null && entry.endDate === null,
  gpa: entry?.gpa === null || entry?.gpa === undefined ? '' : String(entry.gpa),
  location: placeInputOf(entry?.location),
});

/**
 * The dialog's values checked with the contract; a month is sent as its first day. A study that
 * has a start and is not "studied now" needs its end, else it would read as one studied now.
 */
function validateEducation(values: EducationValues): { input: EducationInput | null; errors: FieldErrors } {
  const gpa = values.gpa.trim().replace(',', '.');
  const checked = validateWith<EducationInput>(educationInputSchema, {
    degreeTitle: values.degreeTitle,
    universityName: values.universityName,
    degreeLevel: values.degreeLevelId === null ? null : { id: values.degreeLevelId },
    specialization: values.specializationId === null ? null : { id: values.specializationId },
    startDate: dayOf(values.monthFrom),
    endDate: values.isCurrent ? null : dayOf(values.monthTo),
    // a text that is no number fails the contract's number check, which says so
    gpa: gpa === '' ? null : Number.isFinite(Number(gpa)) ? Number(gpa) : gpa,
    location: values.location,
  });
  const ended = !values.isCurrent && values.monthTo !== '';
  // the contract's own end-before-start check runs only once every field has its type
  const endDate: FieldMessage | undefined =
    !values.isCurrent && values.monthFrom !== '' && values.monthTo === ''
      ? { key: 'profile.errors.required' }
      : ended && values.monthFrom !== '' && values.monthTo < values.monthFrom
        ? { key: 'profile.errors.endBeforeStart' }
        : undefined;
  if (endDate === undefined) return checked;
  return { input: null, errors: { ...checked.errors, endDate } };
}

function EducationForm({ entry, onDone }: { entry: Education | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<EducationInput>('educations', entry, onDone);
  const [values, setValues] = useState(() => initialValues(entry));
  const job = useJobReference();
  const profile = useProfileReference();
  const options = useNamedOptions();
  const localized = useLocalized();
  const { errors, say } = form;
  const set = (patch: Partial<EducationValues>) => setValues({ ...values, ...patch });

  // levels keep their order, lowest first
  const degreeLevels = withSaved(
    (job.data?.degreeLevels ?? []).map((l) => ({ value: l.id, label: localized(l.name) })),
    entry?.degreeLevel ? { value: entry.degreeLevel.id, label: entry.degreeLevel.degreeName } : null,
  );
  const specializations = useMemo(
    () =>
      withSaved(
        options(
          profile.data?.specializations,
          (s) => s.id,
          (s) => s.name,
        ),
        entry?.specialization
          ? { value: entry.specialization.id, label: entry.specialization.minorSubject }
          : null,
      ),
    [options, profile.data, entry],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateEducation(values));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.education.degreeTitle')}
          description={t('profile.education.degreeTitleHint')}
          value={values.degreeTitle}
          onChange={(e) => set({ degreeTitle: e.currentTarget.value })}
          error={say(errors.degreeTitle)}
          required
          dir="auto"
          data-autofocus
        />
        <TextInput
          label={t('profile.education.university')}
          value={values.universityName}
          onChange={(e) => set({ universityName: e.currentTarget.value })}
          error={say(errors.universityName)}
          required
          dir="auto"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('profile.education.degreeLevel')}
            data={degreeLevels}
            value={values.degreeLevelId}
            onChange={(id) => set({ degreeLevelId: id })}
            error={say(errors['degreeLevel.id'] ?? errors.degreeLevel)}
            clearable
            allowDeselect
          />
          <Select
            label={t('profile.education.specialization')}
            placeholder={t('profile.place.typeToSearch')}
            data={specializations}
            value={values.specializationId}
            onChange={(id) => set({ specializationId: id })}
            error={say(errors['specialization.id'] ?? errors.specialization)}
            searchable
            clearable
            nothingFoundMessage={t('profile.place.noMatch')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="month"
            label={t('profile.education.from')}
            value={values.monthFrom}
            onChange={(e) => set({ monthFrom: e.currentTarget.value })}
            error={say(errors.startDate)}
          />
          <TextInput
            type="month"
            label={t('profile.education.to')}
            value={values.isCurrent ? '' : values.monthTo}
            onChange={(e) => set({ monthTo: e.currentTarget.value })}
            error={say(errors.endDate)}
            disabled={values.isCurrent}
          />
        </SimpleGrid>
        <Checkbox
          label={t('profile.education.current')}
          checked={values.isCurrent}
          onChange={(e) => set({ isCurrent: e.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('profile.education.gpa')}
            description={t('profile.education.gpaHint')}
            inputMode="decimal"
            dir="ltr"
            value={values.gpa}
            onChange={(e) => set({ gpa: e.currentTarget.value })}
            error={say(errors.gpa)}
          />
        </SimpleGrid>
        <PlaceFields
          value={values.location}
          onChange={(location) => set({ location })}
          saved={entry?.location ?? null}
          errors={{
            countryCode: say(errors['location.countryCode']),
            stateId: say(errors['location.stateId']),
            cityId: say(errors['location.cityId']),
          }}
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
