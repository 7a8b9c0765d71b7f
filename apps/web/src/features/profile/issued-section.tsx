import { Stack, Text, TextInput } from '@mantine/core';
import type { ProfileSection } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { formatMonth } from './experience-section';
import { dayOf, monthOf, validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard, type SectionLabels } from './section-card';

/** "Oracle · Mar 2021": who issued it and when, as people read it; null when neither is known. */
export function issuedLine(by: string | null, date: string | null, locale: Locale) {
  const parts = [by ?? '', date === null ? '' : formatMonth(date, locale)].filter((p) => p !== '');
  return parts.length === 0 ? null : parts.join(' · ');
}

/** A certification or an award as the card reads it. */
export interface IssuedEntry {
  id: string;
  title: string;
  issuedBy: string | null;
  issuedDate: string | null;
}

interface IssuedSectionProps<T> {
  section: Extract<ProfileSection, 'certifications' | 'awards'>;
  labels: SectionLabels;
  /** The form's labels: the title, who issued it, when. */
  fields: { title: string; issuedBy: string; issuedDate: string };
  /** The contract's field for the title (`certificationTitle`, `awardTitle`). */
  titleField: string;
  schema: Parameters<typeof validateWith<T>>[0];
  items: readonly IssuedEntry[];
}

/** A list of things someone issued the seeker (certifications, awards): a title, by whom, a month. */
export function IssuedSection<T>({
  section,
  labels,
  fields,
  titleField,
  schema,
  items,
}: IssuedSectionProps<T>) {
  const locale = useLocale();
  return (
    <ProfileSectionCard
      section={section}
      labels={labels}
      dialogSize="md"
      items={items}
      nameOf={(entry) => entry.title}
      renderForm={(entry, onDone) => (
        <IssuedForm<T>
          section={section}
          fields={fields}
          titleField={titleField}
          schema={schema}
          entry={entry}
          onDone={onDone}
        />
      )}
      renderItem={(entry) => {
        const issued = issuedLine(entry.issuedBy, entry.issuedDate, locale);
        return (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{entry.title}</bdi>
            </Text>
            {issued !== null && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{issued}</bdi>
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

function IssuedForm<T>({
  section,
  fields,
  titleField,
  schema,
  entry,
  onDone,
}: Omit<IssuedSectionProps<T>, 'labels' | 'items'> & { entry: IssuedEntry | null; onDone: () => void }) {
  const form = useSectionForm<T>(section, entry, onDone);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [issuedBy, setIssuedBy] = useState(entry?.issuedBy ?? '');
  const [month, setMonth] = useState(monthOf(entry?.issuedDate ?? null));
  const { errors, say } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateWith<T>(schema, { [titleField]: title, issuedBy, issuedDate: dayOf(month) }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={fields.title}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={say(errors[titleField])}
          required
          dir="auto"
          data-autofocus
        />
        <TextInput
          label={fields.issuedBy}
          value={issuedBy}
          onChange={(e) => setIssuedBy(e.currentTarget.value)}
          error={say(errors.issuedBy)}
          dir="auto"
        />
        <TextInput
          type="month"
          label={fields.issuedDate}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          error={say(errors.issuedDate)}
          maw={260}
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
