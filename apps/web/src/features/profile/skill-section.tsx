import { Autocomplete, Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SkillInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkillSearch, type UserSkill } from './api';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

const LEVELS = [1, 2, 3, 4, 5] as const;

function useLevelLabel() {
  const { t } = useTranslation();
  const labels = {
    1: t('profile.skills.levelBeginner'),
    2: t('profile.skills.levelElementary'),
    3: t('profile.skills.levelIntermediate'),
    4: t('profile.skills.levelAdvanced'),
    5: t('profile.skills.levelExpert'),
  } as Record<number, string>;
  return (level: number) => labels[level] ?? String(level);
}

/** The profile's skills, each with a level from 1 to 5. */
export function SkillSection({ skills }: { skills: readonly UserSkill[] }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  return (
    <ProfileSectionCard
      section="skills"
      compact
      dialogSize="md"
      labels={{
        heading: t('profile.skills.heading'),
        add: t('profile.skills.add'),
        addFirst: t('profile.skills.addFirst'),
        addTitle: t('profile.skills.addTitle'),
        editTitle: t('profile.skills.editTitle'),
        empty: t('profile.skills.empty'),
      }}
      items={skills}
      nameOf={(entry) => entry.skill.skillName}
      renderForm={(entry, onDone) => <SkillForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => (
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{entry.skill.skillName}</bdi>
          </Text>
          <Badge variant="light" tt="none">
            {levelLabel(entry.skillLevelID)}
          </Badge>
        </Group>
      )}
    />
  );
}

function SkillForm({ entry, onDone }: { entry: UserSkill | null; onDone: () => void }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useSkillSearch(debounced);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(
    entry === null ? null : { id: entry.skill.id, name: entry.skill.skillName },
  );
  const [level, setLevel] = useState(entry?.skillLevelID ?? 3);
  const [duplicate, setDuplicate] = useState(false);
  const [unchosen, setUnchosen] = useState(false);
  const form = useSectionForm<SkillInput>('skills', entry, onDone, () => setDuplicate(true));
  const skillError = unchosen
    ? t('profile.skills.chooseFromList')
    : duplicate
      ? t('profile.skills.duplicate')
      : form.say(form.errors['skill.id']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDuplicate(false);
    setUnchosen(chosen === null);
    if (chosen === null) return;
    form.submit({ input: { skill: { id: chosen.id }, level }, errors: {} });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {entry === null ? (
          <Autocomplete
            label={t('profile.skills.skill')}
            description={t('profile.skills.skillHint')}
            value={text}
            onChange={(value) => {
              setText(value);
              // picking an option also reports its name here: a name of the list is that skill
              setChosen(search.data?.items.find((s) => s.name === value) ?? null);
            }}
            onOptionSubmit={(id) => {
              const skill = search.data?.items.find((s) => s.id === id);
              if (skill === undefined) return;
              setChosen(skill);
              setText(skill.name);
            }}
            data={(search.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            filter={({ options }) => options}
            error={skillError}
            required
            data-autofocus
          />
        ) : (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('profile.skills.skill')}
            </Text>
            <Text dir="auto">{entry.skill.skillName}</Text>
            {skillError !== undefined && (
              <Text size="sm" c="red" role="alert">
                {skillError}
              </Text>
            )}
          </Stack>
        )}
        <NativeSelect
          label={t('profile.skills.level')}
          value={String(level)}
          onChange={(e) => setLevel(Number(e.currentTarget.value))}
          data={LEVELS.map((l) => ({ value: String(l), label: levelLabel(l) }))}
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
