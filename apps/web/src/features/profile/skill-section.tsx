import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SkillInput } from '@talent/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useSectionWrite, useSkillSearch, type UserSkill } from './api';
import { serverFieldErrors } from './form';
import classes from './profile.module.css';

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
  const [editing, setEditing] = useState<UserSkill | null | undefined>(undefined);
  const [removing, setRemoving] = useState<UserSkill | null>(null);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="profile-skills-heading">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id="profile-skills-heading">
          {t('profile.skills.heading')}
        </Title>
        {skills.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
          >
            {t('profile.skills.add')}
          </Button>
        )}
      </Group>
      {skills.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{t('profile.skills.empty')}</Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('profile.skills.addFirst')}
          </Button>
        </Stack>
      ) : (
        <ul className={classes.list}>
          {skills.map((entry) => (
            <li key={entry.id} className={classes.item} data-compact>
              <Group gap="xs" miw={0} style={{ flex: '1 1 0' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{entry.skill.skillName}</bdi>
                </Text>
                <Badge variant="light" tt="none">
                  {levelLabel(entry.skillLevelID)}
                </Badge>
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => setEditing(entry)}
                  aria-label={t('profile.skills.editNamed', { name: entry.skill.skillName })}
                  title={t('profile.skills.editNamed', { name: entry.skill.skillName })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => setRemoving(entry)}
                  aria-label={t('profile.skills.removeNamed', { name: entry.skill.skillName })}
                  title={t('profile.skills.removeNamed', { name: entry.skill.skillName })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('profile.skills.editTitle') : t('profile.skills.addTitle')}
      >
        {editing !== undefined && (
          <SkillForm key={editing?.id ?? 'new'} entry={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
      <RemoveSkill entry={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function SkillForm({ entry, onDone }: { entry: UserSkill | null; onDone: () => void }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const write = useSectionWrite<SkillInput>('skills');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useSkillSearch(debounced);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(
    entry === null ? null : { id: entry.skill.id, name: entry.skill.skillName },
  );
  const [level, setLevel] = useState(entry?.skillLevelID ?? 3);
  const [skillError, setSkillError] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (chosen === null) {
      setSkillError(t('profile.skills.chooseFromList'));
      return;
    }
    setSkillError(undefined);
    const body: SkillInput = { skill: { id: chosen.id }, level };
    write.mutate(entry === null ? { body } : { id: entry.id, body }, {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error, 409)) setSkillError(t('profile.skills.duplicate'));
        else if (serverFieldErrors(error)?.['skill.id'] !== undefined)
          setSkillError(t('profile.errors.server'));
        else setFailed(true);
      },
    });
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
        {failed && (
          <Alert color="red" role="alert">
            {t('profile.errors.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('profile.actions.cancel')}
          </Button>
          <Button type="submit" loading={write.isPending}>
            {t('profile.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RemoveSkill({ entry, onClose }: { entry: UserSkill | null; onClose: () => void }) {
  const { t } = useTranslation();
  const write = useSectionWrite<never>('skills');
  const close = () => {
    write.reset();
    onClose();
  };
  return (
    <Modal opened={entry !== null} onClose={close} title={t('profile.skills.removeTitle')}>
      <Stack gap="md">
        <Text>{t('profile.skills.removeQuestion', { name: entry?.skill.skillName ?? '' })}</Text>
        {write.isError && (
          <Alert color="red" role="alert">
            {t('profile.errors.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} data-autofocus>
            {t('profile.actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={write.isPending}
            onClick={() =>
              entry !== null && write.mutate({ id: entry.id, remove: true }, { onSuccess: close })
            }
          >
            {t('profile.actions.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
