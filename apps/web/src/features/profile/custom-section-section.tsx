import { Alert, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { userSectionInputSchema, type UserSectionInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProfile } from './api';
import { validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { useFocusFirstInvalid } from './online-profile-section';
import { useProfileReference } from './reference';
import { ProfileSectionCard } from './section-card';

type UserSection = NonNullable<MyProfile['userSections']>[number];

/** Most characters a section's text may have (the contract's). */
const TEXT_MAX = 5000;

/** A section key's name in the reader's language; a key this screen does not know shows as itself. */
export function useSectionKeyName() {
  const { t } = useTranslation();
  const names: Record<string, string> = {
    summary: t('profile.custom.keySummary'),
    headline: t('profile.custom.keyHeadline'),
    achievements: t('profile.custom.keyAchievements'),
    hobbies: t('profile.custom.keyHobbies'),
    references: t('profile.custom.keyReferences'),
  };
  return (key: string) => names[key] ?? key;
}

/** Sections of the seeker's own (summary, achievements, references…): a key from the list and a text. */
export function CustomSectionSection({ sections }: { sections: readonly UserSection[] }) {
  const { t } = useTranslation();
  const keyName = useSectionKeyName();
  return (
    <ProfileSectionCard
      section="sections"
      labels={{
        heading: t('profile.custom.heading'),
        add: t('profile.custom.add'),
        addFirst: t('profile.custom.addFirst'),
        addTitle: t('profile.custom.addTitle'),
        editTitle: t('profile.custom.editTitle'),
        empty: t('profile.custom.empty'),
      }}
      intro={
        <Text size="sm" c="dimmed" mb="sm">
          {t('profile.custom.intro')}
        </Text>
      }
      items={sections}
      nameOf={(entry) => keyName(entry.section.sectionKey)}
      renderForm={(entry, onDone) => <CustomSectionForm entry={entry} taken={sections} onDone={onDone} />}
      renderItem={(entry) => (
        <Stack gap={2}>
          <Text fw={600}>{keyName(entry.section.sectionKey)}</Text>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.sectionValue}
          </Text>
        </Stack>
      )}
    />
  );
}

function CustomSectionForm({
  entry,
  taken,
  onDone,
}: {
  entry: UserSection | null;
  taken: readonly UserSection[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const keyName = useSectionKeyName();
  const reference = useProfileReference();
  const [duplicate, setDuplicate] = useState(false);
  const form = useSectionForm<UserSectionInput>('sections', entry, onDone, () => setDuplicate(true));
  const formRef = useFocusFirstInvalid(form.errors);
  const [sectionId, setSectionId] = useState(entry?.section.id ?? '');
  const [text, setText] = useState(entry?.sectionValue ?? '');
  const { errors, say } = form;
  // a key already used by another entry is not offered again
  const keys = (reference.data?.sectionKeys ?? []).filter(
    (k) => k.id === entry?.section.id || !taken.some((s) => s.section.id === k.id),
  );
  const options = keys.map((k) => ({ value: k.id, label: keyName(k.key) }));
  if (entry !== null && !options.some((o) => o.value === entry.section.id))
    options.push({ value: entry.section.id, label: keyName(entry.section.sectionKey) });
  const chosenName = options.find((o) => o.value === sectionId)?.label ?? '';
  const keyError = duplicate
    ? t('profile.custom.duplicate', { name: chosenName })
    : errors['section.id']?.key === 'profile.errors.required' ||
        errors['section.id']?.key === 'profile.errors.invalid'
      ? t('profile.custom.chooseKey')
      : say(errors['section.id']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDuplicate(false);
    form.submit(
      validateWith<UserSectionInput>(userSectionInputSchema, {
        section: { id: sectionId },
        sectionValue: text,
      }),
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {reference.isError && (
          <Alert color="red" role="alert">
            {t('profile.custom.listFailed')}
          </Alert>
        )}
        {reference.isSuccess && options.length === 0 && (
          <Alert color="blue" role="status">
            {t('profile.custom.allUsed')}
          </Alert>
        )}
        <NativeSelect
          label={t('profile.custom.key')}
          value={sectionId}
          onChange={(e) => {
            setSectionId(e.currentTarget.value);
            setDuplicate(false);
          }}
          data={[
            {
              value: '',
              label: reference.isPending ? t('profile.custom.loading') : t('profile.custom.chooseKey'),
              disabled: true,
            },
            ...options,
          ]}
          error={keyError}
          required
          data-autofocus
        />
        <Textarea
          label={t('profile.custom.text')}
          description={t('profile.custom.textHint', { max: TEXT_MAX })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={say(errors.sectionValue)}
          required
          rows={6}
          dir="auto"
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
