import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ExperienceInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionWrite, type Experience } from './api';
import {
  monthOf,
  serverFieldErrors,
  validateExperience,
  type ExperienceValues,
  type FieldErrors,
  type FieldMessage,
} from './form';

interface ExperienceDialogProps {
  /** The entry edited; null adds one; undefined when the dialog is closed. */
  editing: Experience | null | undefined;
  onClose: () => void;
}

/** Adds or changes one job of the experience list. */
export function ExperienceDialog({ editing, onClose }: ExperienceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={editing ? t('profile.experience.editTitle') : t('profile.experience.addTitle')}
      size="lg"
    >
      {editing !== undefined && (
        <ExperienceForm key={editing?.id ?? 'new'} entry={editing} onDone={onClose} />
      )}
    </Modal>
  );
}

const initialValues = (entry: Experience | null): ExperienceValues => ({
  jobTitle: entry?.jobTitle ?? '',
  companyName: entry?.companyName ?? '',
  monthFrom: monthOf(entry?.dateFrom ?? null),
  monthTo: monthOf(entry?.dateTo ?? null),
  isCurrent: entry?.isCurrent ?? false,
  jobDescription: entry?.jobDescription ?? '',
});

function ExperienceForm({ entry, onDone }: { entry: Experience | null; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useSectionWrite<ExperienceInput>('experiences');
  const [values, setValues] = useState(() => initialValues(entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const say = (message: FieldMessage | undefined) =>
    message === undefined ? undefined : t(message.key, message.values);
  const set = (patch: Partial<ExperienceValues>) => setValues({ ...values, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateExperience(values);
    setErrors(checked.errors);
    setFailed(false);
    if (checked.input === null) return;
    write.mutate(entry === null ? { body: checked.input } : { id: entry.id, body: checked.input }, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields === null) setFailed(true);
        else setErrors(fields);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.experience.jobTitle')}
          value={values.jobTitle}
          onChange={(e) => set({ jobTitle: e.currentTarget.value })}
          error={say(errors.jobTitle)}
          required
          dir="auto"
          data-autofocus
        />
        <TextInput
          label={t('profile.experience.company')}
          value={values.companyName}
          onChange={(e) => set({ companyName: e.currentTarget.value })}
          error={say(errors.companyName)}
          required
          dir="auto"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="month"
            label={t('profile.experience.from')}
            value={values.monthFrom}
            onChange={(e) => set({ monthFrom: e.currentTarget.value })}
            error={say(errors.dateFrom)}
            required
          />
          <TextInput
            type="month"
            label={t('profile.experience.to')}
            value={values.isCurrent ? '' : values.monthTo}
            onChange={(e) => set({ monthTo: e.currentTarget.value })}
            error={say(errors.dateTo)}
            disabled={values.isCurrent}
          />
        </SimpleGrid>
        <Checkbox
          label={t('profile.experience.current')}
          checked={values.isCurrent}
          onChange={(e) => set({ isCurrent: e.currentTarget.checked })}
        />
        <Textarea
          label={t('profile.experience.description')}
          value={values.jobDescription}
          onChange={(e) => set({ jobDescription: e.currentTarget.value })}
          error={say(errors.jobDescription)}
          rows={5}
          dir="auto"
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
