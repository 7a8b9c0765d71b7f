import '@mantine/core/styles/CloseButton.css';
import { Alert, Badge, Button, Card, CloseButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import type { InterestInput } from '@talent/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import type { MyProfile } from './api';
import { FormActions, useSectionForm } from './form-parts';
import { RemoveQuestion } from './section-card';
import { useNamedOptions, useProfileReference } from './reference';

type UserInterest = NonNullable<MyProfile['userInterests']>[number];

/** The seeker's interests as chips, each picked from the reference list and removable after a question. */
export function InterestSection({ interests }: { interests: readonly UserInterest[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<UserInterest | null>(null);
  const headingId = 'profile-interests-heading';
  const addButton = (first: boolean) => (
    <Button
      variant={first ? 'filled' : 'default'}
      size={first ? 'sm' : 'xs'}
      leftSection={<IconPlus size={iconSize.sm} aria-hidden />}
      onClick={() => setAdding(true)}
    >
      {first ? t('profile.interests.addFirst') : t('profile.interests.add')}
    </Button>
  );
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('profile.interests.heading')}
        </Title>
        {interests.length > 0 && addButton(false)}
      </Group>
      {interests.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{t('profile.interests.empty')}</Text>
          {addButton(true)}
        </Stack>
      ) : (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {interests.map((entry) => (
            <li key={entry.id}>
              <Badge
                variant="light"
                tt="none"
                size="xl"
                fw={500}
                pe={4}
                rightSection={
                  <CloseButton
                    size="sm"
                    onClick={() => setRemoving(entry)}
                    aria-label={t('profile.list.removeNamed', { name: entry.interest.interestName })}
                    title={t('profile.list.removeNamed', { name: entry.interest.interestName })}
                  />
                }
              >
                <bdi>{entry.interest.interestName}</bdi>
              </Badge>
            </li>
          ))}
        </Group>
      )}
      <AppModal opened={adding} onClose={() => setAdding(false)} title={t('profile.interests.addTitle')}>
        {adding && <InterestForm taken={interests} onDone={() => setAdding(false)} />}
      </AppModal>
      <RemoveQuestion
        section="interests"
        entry={removing}
        name={removing?.interest.interestName ?? ''}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

function InterestForm({ taken, onDone }: { taken: readonly UserInterest[]; onDone: () => void }) {
  const { t } = useTranslation();
  const reference = useProfileReference();
  const named = useNamedOptions();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const form = useSectionForm<InterestInput>('interests', null, onDone, () => setDuplicate(true));
  const options = useMemo(
    () =>
      named(
        reference.data?.interests.filter((i) => !taken.some((u) => u.interest.id === i.id)),
        (i) => i.id,
        (i) => i.name,
      ),
    [named, reference.data, taken],
  );
  const chosenName = options.find((o) => o.value === chosen)?.label ?? '';
  const error = missing
    ? t('profile.interests.choose')
    : duplicate
      ? t('profile.interests.duplicate', { name: chosenName })
      : form.say(form.errors['interest.id']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDuplicate(false);
    setMissing(chosen === null);
    if (chosen === null) return;
    form.submit({ input: { interest: { id: chosen } }, errors: {} });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {reference.isError && (
          <Alert color="red" role="alert">
            {t('profile.interests.listFailed')}
          </Alert>
        )}
        <Select
          label={t('profile.interests.interest')}
          description={t('profile.interests.hint')}
          placeholder={reference.isPending ? t('profile.interests.loading') : undefined}
          data={options}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
            setDuplicate(false);
          }}
          searchable
          nothingFoundMessage={t('profile.interests.noMatch')}
          comboboxProps={{ withinPortal: true }}
          error={error}
          required
          data-autofocus
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
