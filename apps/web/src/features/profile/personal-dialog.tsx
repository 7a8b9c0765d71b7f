import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { userProfilePatchSchema, type ProfileLocationInput, type UserProfilePatch } from '@talent/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField, localToday } from '../../components/date-time/day-field';
import { normaliseLocale } from '../../lib/locale';
import { pickLocalized } from '../../lib/localized-text';
import { useJobReferenceData } from '../recruiter/components/job-editor/reference-data';
import { usePatchProfile, type MyProfile, type ProfileLocation } from './api';
import type { ProfileExtras } from './files-api';
import { serverFieldErrors, type FieldMessage } from './form';
import { FormActions } from './form-parts';
import { ListsFailed, PlaceFields, placeInputOf } from './place-fields';

/** The personal details form's values, as the inputs hold them (empty: not given). */
export interface PersonalValues {
  email: string;
  phoneMobile: string;
  phoneHome: string;
  nationality: string;
  dateOfBirth: string;
  gender: string;
  residentCardNo: string;
  careerLevel: string;
  /** Where the person lives, as the shared place pickers hold it. */
  place: ProfileLocationInput | null;
  yearsOfExperience: string;
}

/** The personal details message keys beyond the shared ones. */
type PersonalMessage =
  | FieldMessage
  | {
      key:
        | 'profile.personal.phoneInvalid'
        | 'profile.personal.emailInvalid'
        | 'profile.personal.birthRange'
        | 'profile.personal.yearsRange';
      values?: Record<string, number>;
    };
type PersonalErrors = Partial<Record<string, PersonalMessage>>;

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The form's values as a PATCH body, checked with the contract the server uses. */
export function validatePersonal(values: PersonalValues): {
  patch: UserProfilePatch | null;
  errors: PersonalErrors;
} {
  const years = values.yearsOfExperience.trim();
  const body = {
    email: orNull(values.email),
    phoneMobile: orNull(values.phoneMobile),
    phoneHome: orNull(values.phoneHome),
    nationality: orNull(values.nationality),
    dateOfBirth: orNull(values.dateOfBirth),
    gender: orNull(values.gender),
    residentCardNo: orNull(values.residentCardNo),
    careerLevel: values.careerLevel === '' ? null : { id: values.careerLevel },
    location: values.place,
    yearsOfExperience: years === '' ? null : Number(years),
  };
  const result = userProfilePatchSchema.safeParse(body);
  if (result.success) return { patch: result.data, errors: {} };
  const errors: PersonalErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = path.split('.')[0] ?? path;
    let message: PersonalMessage = { key: 'profile.errors.invalid' };
    if (field === 'phoneMobile' || field === 'phoneHome') message = { key: 'profile.personal.phoneInvalid' };
    else if (field === 'email') message = { key: 'profile.personal.emailInvalid' };
    else if (field === 'dateOfBirth') message = { key: 'profile.personal.birthRange' };
    else if (field === 'yearsOfExperience') message = { key: 'profile.personal.yearsRange' };
    if (issue.code === 'too_big' && field !== 'yearsOfExperience')
      message = { key: 'profile.errors.tooLong', values: { max: Number(issue.maximum) } };
    else if (issue.code === 'custom' && field === 'residentCardNo')
      message = { key: 'profile.errors.singleLine' };
    errors[path] ??= message;
  }
  // the birth date's range is checked once every field has passed: ask it alone to say it now
  if (body.dateOfBirth !== null && errors.dateOfBirth === undefined) {
    const alone = userProfilePatchSchema.safeParse({ dateOfBirth: body.dateOfBirth });
    if (!alone.success) errors.dateOfBirth = { key: 'profile.personal.birthRange' };
  }
  return { patch: null, errors };
}

export function valuesOf(profile: MyProfile, extras: ProfileExtras | null): PersonalValues {
  const p = profile.userProfile;
  const location = extras?.userProfile.location ?? null;
  return {
    email: p.email ?? '',
    phoneMobile: p.phoneMobile ?? '',
    phoneHome: p.phoneHome ?? '',
    nationality: p.nationality ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    gender: p.gender ?? '',
    residentCardNo: p.residentCardNo ?? '',
    careerLevel: p.careerLevel?.id ?? '',
    place: placeInputOf(location),
    yearsOfExperience:
      extras?.userProfile.yearsOfExperience == null ? '' : String(extras.userProfile.yearsOfExperience),
  };
}

interface PersonalDialogProps {
  opened: boolean;
  onClose: () => void;
  profile: MyProfile;
  extras: ProfileExtras | null;
}

/** Contact and personal details: e-mail, phones, nationality, birth date, gender, residence, career. */
export function PersonalDialog({ opened, onClose, profile, extras }: PersonalDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('profile.personal.title')} size="lg">
      {/* mounted only while open, so every opening starts from the saved values */}
      {opened && (
        <PersonalForm
          initial={valuesOf(profile, extras)}
          saved={extras?.userProfile.location ?? null}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

function PersonalForm({
  initial,
  saved,
  onDone,
}: {
  initial: PersonalValues;
  saved: ProfileLocation | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = normaliseLocale(i18n.language);
  const patch = usePatchProfile();
  const reference = useJobReferenceData();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PersonalErrors>({});
  const [failed, setFailed] = useState(false);
  const set = (name: keyof PersonalValues) => (value: string | null) =>
    setValues((old) => ({ ...old, [name]: value ?? '' }));
  const say = (...paths: string[]) => {
    const message = paths.map((p) => errors[p]).find((m) => m !== undefined);
    return message === undefined ? undefined : t(message.key, message.values);
  };

  const countries = useMemo(
    () =>
      (reference.data?.countries ?? [])
        .map((c) => ({ value: c.code, label: pickLocalized(c.name, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [reference.data, locale],
  );
  const careerLevels = (reference.data?.careerLevels ?? []).map((c) => ({
    value: c.id,
    label: pickLocalized(c.name, locale),
  }));
  // a saved choice stays shown while the lists load
  const withSaved = (data: { value: string; label: string }[], value: string) =>
    value === '' || data.some((d) => d.value === value) ? data : [...data, { value, label: value }];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePersonal(values);
    setErrors(checked.errors);
    setFailed(false);
    if (checked.patch === null) return;
    patch.mutate(checked.patch, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields === null) setFailed(true);
        else setErrors(fields);
      },
    });
  };

  const picker = { searchable: true, clearable: true, nothingFoundMessage: t('profile.personal.noMatch') };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profile.personal.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={say('email')}
            data-autofocus
          />
          <TextInput
            label={t('profile.personal.phoneMobile')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            value={values.phoneMobile}
            onChange={(e) => set('phoneMobile')(e.currentTarget.value)}
            error={say('phoneMobile')}
          />
          <TextInput
            label={t('profile.personal.phoneHome')}
            type="tel"
            dir="ltr"
            value={values.phoneHome}
            onChange={(e) => set('phoneHome')(e.currentTarget.value)}
            error={say('phoneHome')}
          />
          <Select
            label={t('profile.personal.nationality')}
            data={withSaved(countries, values.nationality)}
            value={values.nationality === '' ? null : values.nationality}
            onChange={set('nationality')}
            error={say('nationality')}
            {...picker}
          />
          <DayField
            label={t('profile.personal.dateOfBirth')}
            value={values.dateOfBirth}
            onChange={(day) => set('dateOfBirth')(day)}
            error={say('dateOfBirth')}
            maxDay={localToday()}
            clearable
          />
          <Select
            label={t('profile.personal.gender')}
            data={[
              { value: 'female', label: t('profile.personal.female') },
              { value: 'male', label: t('profile.personal.male') },
            ]}
            value={values.gender === '' ? null : values.gender}
            onChange={set('gender')}
            error={say('gender')}
            clearable
          />
          <TextInput
            label={t('profile.personal.residentCardNo')}
            dir="auto"
            value={values.residentCardNo}
            onChange={(e) => set('residentCardNo')(e.currentTarget.value)}
            error={say('residentCardNo')}
          />
          <Select
            label={t('profile.personal.careerLevel')}
            data={withSaved(careerLevels, values.careerLevel)}
            value={values.careerLevel === '' ? null : values.careerLevel}
            onChange={set('careerLevel')}
            error={say('careerLevel', 'careerLevel.id')}
            clearable
          />
          <TextInput
            label={t('profile.personal.yearsOfExperience')}
            type="number"
            inputMode="numeric"
            min={0}
            max={70}
            step={1}
            value={values.yearsOfExperience}
            onChange={(e) => set('yearsOfExperience')(e.currentTarget.value)}
            error={say('yearsOfExperience')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('profile.personal.placeLabel')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('profile.personal.placeHint')}
          </Text>
          <PlaceFields
            value={values.place}
            onChange={(place) => setValues((old) => ({ ...old, place }))}
            saved={saved}
            errors={{
              countryCode: say('location', 'location.countryCode'),
              stateId: say('location.stateId'),
              cityId: say('location.cityId'),
            }}
          />
        </Stack>
        <ListsFailed failed={reference.isError} />
        <FormActions failed={failed} pending={patch.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
