import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { languageInputSchema, type LanguageInput } from '@talent/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLanguage } from './api';
import { validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { useJobReference, useLocalized, useNamedOptions, withSaved } from './reference';
import { ListsFailed } from './place-fields';
import { ProfileSectionCard } from './section-card';

/** The languages the seeker speaks, each with a level from the reference list. */
export function LanguageSection({ languages }: { languages: readonly UserLanguage[] }) {
  const { t } = useTranslation();
  return (
    <ProfileSectionCard
      section="languages"
      compact
      dialogSize="md"
      labels={{
        heading: t('profile.languages.heading'),
        add: t('profile.languages.add'),
        addFirst: t('profile.languages.addFirst'),
        addTitle: t('profile.languages.addTitle'),
        editTitle: t('profile.languages.editTitle'),
        empty: t('profile.languages.empty'),
      }}
      items={languages}
      nameOf={(entry) => entry.language.languageName}
      renderForm={(entry, onDone) => <LanguageForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => (
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{entry.language.languageName}</bdi>
          </Text>
          <Badge variant="light" tt="none">
            {entry.skillLevel.levelTitle}
          </Badge>
        </Group>
      )}
    />
  );
}

function LanguageForm({ entry, onDone }: { entry: UserLanguage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const job = useJobReference();
  const options = useNamedOptions();
  const localized = useLocalized();
  const [code, setCode] = useState<string | null>(entry?.language.id ?? null);
  const [levelId, setLevelId] = useState<string | null>(entry?.skillLevel.id ?? null);
  const [duplicate, setDuplicate] = useState(false);
  const form = useSectionForm<LanguageInput>('languages', entry, onDone, () => setDuplicate(true));
  const { errors, say } = form;

  const languages = useMemo(
    () =>
      withSaved(
        options(
          job.data?.languages,
          (l) => l.code,
          (l) => l.name,
        ),
        entry === null ? null : { value: entry.language.id, label: entry.language.languageName },
      ),
    [options, job.data, entry],
  );
  // levels keep their order, lowest first
  const levels = withSaved(
    (job.data?.languageLevels ?? []).map((l) => ({ value: l.id, label: localized(l.name) })),
    entry === null ? null : { value: entry.skillLevel.id, label: entry.skillLevel.levelTitle },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDuplicate(false);
    form.submit(
      validateWith<LanguageInput>(languageInputSchema, {
        language: { code: code ?? '' },
        level: { id: levelId ?? '' },
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ListsFailed failed={job.isError} />
        <Select
          label={t('profile.languages.language')}
          placeholder={t('profile.place.typeToSearch')}
          data={languages}
          value={code}
          onChange={(value) => {
            setCode(value);
            setDuplicate(false);
          }}
          error={
            duplicate ? t('profile.languages.duplicate') : say(errors['language.code'] ?? errors.language)
          }
          searchable
          // the dialog puts the focus here: the list opens when the person types or clicks, not over the dialog
          openOnFocus={false}
          nothingFoundMessage={t('profile.place.noMatch')}
          required
          data-autofocus
        />
        <Select
          label={t('profile.languages.level')}
          data={levels}
          value={levelId}
          onChange={setLevelId}
          error={say(errors['level.id'] ?? errors.level)}
          required
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
