import '@mantine/core/styles/NumberInput.css';
import { Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { medicalInfoInputSchema, type MedicalInfoInput } from '@talent/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import type { MedicalInfo } from './api';
import { validateWith, type FieldErrors } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { SingleEntryCard, useFocusFirstInvalid } from './online-profile-section';

const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
const HEIGHT_UNITS = ['cm', 'in'] as const;
const WEIGHT_UNITS = ['kg', 'lb'] as const;
/** The contract's upper bounds (whatever the unit). */
const HEIGHT_MAX = 300;
const WEIGHT_MAX = 700;

export interface MedicalValues {
  bloodGroup: string;
  height: number | string;
  heightUnit: string;
  weight: number | string;
  weightUnit: string;
  medicalCondition: string;
}

const numberOrNull = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** The form checked with the contract: a unit is sent only with its measure; empty is not given. */
export function validateMedical(values: MedicalValues): {
  input: MedicalInfoInput | null;
  errors: FieldErrors;
} {
  const height = numberOrNull(values.height);
  const weight = numberOrNull(values.weight);
  if (values.bloodGroup === '' && height === null && weight === null && values.medicalCondition.trim() === '')
    return { input: null, errors: { bloodGroup: { key: 'profile.errors.required' } } };
  return validateWith<MedicalInfoInput>(medicalInfoInputSchema, {
    bloodGroup: values.bloodGroup === '' ? null : values.bloodGroup,
    height,
    heightUnit: height === null ? null : values.heightUnit,
    weight,
    weightUnit: weight === null ? null : values.weightUnit,
    medicalCondition: values.medicalCondition,
  });
}

/** A private note under the heading: who sees this section. */
export function PrivateNote({ text }: { text: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mb="sm">
      <IconLock size={iconSize.sm} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

/** Blood group, height, weight and a condition: one private entry only the seeker sees. */
export function MedicalInfoSection({ infos }: { infos: readonly MedicalInfo[] }) {
  const { t } = useTranslation();
  return (
    <SingleEntryCard
      section="medical-infos"
      labels={{
        heading: t('profile.medical.heading'),
        empty: t('profile.medical.empty'),
        addFirst: t('profile.medical.addFirst'),
        addTitle: t('profile.medical.addTitle'),
        editTitle: t('profile.medical.editTitle'),
        edit: t('profile.medical.edit'),
        remove: t('profile.medical.remove'),
        name: t('profile.medical.name'),
      }}
      intro={<PrivateNote text={t('profile.medical.private')} />}
      entry={infos[0] ?? null}
      renderForm={(entry, onDone) => <MedicalForm entry={entry} onDone={onDone} />}
      renderEntry={(entry) => <MedicalEntry entry={entry} />}
    />
  );
}

function MedicalEntry({ entry }: { entry: MedicalInfo }) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel();
  const rows: [string, string][] = [];
  if (entry.bloodGroup !== null) rows.push([t('profile.medical.bloodGroup'), entry.bloodGroup]);
  if (entry.height !== null)
    rows.push([t('profile.medical.height'), `${entry.height} ${unitLabel(entry.heightUnit ?? 'cm')}`]);
  if (entry.weight !== null)
    rows.push([t('profile.medical.weight'), `${entry.weight} ${unitLabel(entry.weightUnit ?? 'kg')}`]);
  return (
    <Stack gap="xs">
      {rows.length > 0 && (
        <Group gap="lg" component="dl" m={0}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} fw={600}>
                <bdi>{value}</bdi>
              </Text>
            </div>
          ))}
        </Group>
      )}
      {entry.medicalCondition !== null && entry.medicalCondition !== '' && (
        <div>
          <Text size="sm" c="dimmed">
            {t('profile.medical.condition')}
          </Text>
          <Text dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.medicalCondition}
          </Text>
        </div>
      )}
    </Stack>
  );
}

function useUnitLabel() {
  const { t } = useTranslation();
  const names: Record<string, string> = {
    cm: t('profile.medical.unitCm'),
    in: t('profile.medical.unitIn'),
    kg: t('profile.medical.unitKg'),
    lb: t('profile.medical.unitLb'),
  };
  return (unit: string) => names[unit] ?? unit;
}

function MedicalForm({ entry, onDone }: { entry: MedicalInfo | null; onDone: () => void }) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel();
  const form = useSectionForm<MedicalInfoInput>('medical-infos', entry, onDone);
  const formRef = useFocusFirstInvalid(form.errors);
  const [values, setValues] = useState<MedicalValues>({
    bloodGroup: entry?.bloodGroup ?? '',
    height: entry?.height ?? '',
    heightUnit: entry?.heightUnit ?? 'cm',
    weight: entry?.weight ?? '',
    weightUnit: entry?.weightUnit ?? 'kg',
    medicalCondition: entry?.medicalCondition ?? '',
  });
  const set = (patch: Partial<MedicalValues>) => setValues((old) => ({ ...old, ...patch }));
  const { errors } = form;
  // a measure's message says its bounds, whatever the contract's issue was
  const measureError = (field: 'height' | 'weight', max: number) => {
    const message = errors[field];
    if (message === undefined) return undefined;
    if (message.key === 'profile.errors.server') return form.say(message);
    return t('profile.medical.range', { max });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateMedical(values));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('profile.medical.bloodGroup')}
          value={values.bloodGroup}
          onChange={(e) => set({ bloodGroup: e.currentTarget.value })}
          error={
            errors.bloodGroup?.key === 'profile.errors.required'
              ? t('profile.medical.oneAtLeast')
              : form.say(errors.bloodGroup)
          }
          data={[
            { value: '', label: t('profile.medical.notSaid') },
            ...BLOOD_GROUPS.map((g) => ({ value: g, label: g })),
          ]}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <NumberInput
              label={t('profile.medical.height')}
              value={values.height}
              onChange={(value) => set({ height: value })}
              error={measureError('height', HEIGHT_MAX)}
              min={0}
              max={HEIGHT_MAX}
              decimalScale={1}
              hideControls
              clampBehavior="none"
              style={{ flex: 1 }}
            />
            <NativeSelect
              label={t('profile.medical.heightUnit')}
              value={values.heightUnit}
              onChange={(e) => set({ heightUnit: e.currentTarget.value })}
              data={HEIGHT_UNITS.map((u) => ({ value: u, label: unitLabel(u) }))}
              w={96}
            />
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <NumberInput
              label={t('profile.medical.weight')}
              value={values.weight}
              onChange={(value) => set({ weight: value })}
              error={measureError('weight', WEIGHT_MAX)}
              min={0}
              max={WEIGHT_MAX}
              decimalScale={1}
              hideControls
              clampBehavior="none"
              style={{ flex: 1 }}
            />
            <NativeSelect
              label={t('profile.medical.weightUnit')}
              value={values.weightUnit}
              onChange={(e) => set({ weightUnit: e.currentTarget.value })}
              data={WEIGHT_UNITS.map((u) => ({ value: u, label: unitLabel(u) }))}
              w={96}
            />
          </Group>
        </SimpleGrid>
        <Textarea
          label={t('profile.medical.condition')}
          description={t('profile.medical.conditionHint')}
          value={values.medicalCondition}
          onChange={(e) => set({ medicalCondition: e.currentTarget.value })}
          error={form.say(errors.medicalCondition)}
          rows={3}
          dir="auto"
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
