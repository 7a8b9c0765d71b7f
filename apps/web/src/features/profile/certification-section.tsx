import { Stack, Text, TextInput } from '@mantine/core';
import { certificationInputSchema, type CertificationInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import type { Certification } from './api';
import { formatMonth } from './experience-section';
import { dayOf, monthOf, validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

/** "Oracle · Mar 2021": who issued it and when, as people read it; null when neither is known. */
export function issuedLine(by: string | null, date: string | null, locale: ReturnType<typeof useLocale>) {
  const parts = [by ?? '', date === null ? '' : formatMonth(date, locale)].filter((p) => p !== '');
  return parts.length === 0 ? null : parts.join(' · ');
}

/** The seeker's certifications, each with who issued it and when (a month). */
export function CertificationSection({ certifications }: { certifications: readonly Certification[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ProfileSectionCard
      section="certifications"
      labels={{
        heading: t('profile.certifications.heading'),
        add: t('profile.certifications.add'),
        addFirst: t('profile.certifications.addFirst'),
        addTitle: t('profile.certifications.addTitle'),
        editTitle: t('profile.certifications.editTitle'),
        empty: t('profile.certifications.empty'),
      }}
      dialogSize="md"
      items={certifications}
      nameOf={(entry) => entry.certificationTitle}
      renderForm={(entry, onDone) => <CertificationForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => {
        const issued = issuedLine(entry.certificationIssuedBy, entry.certificationIssuedDate, locale);
        return (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{entry.certificationTitle}</bdi>
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

function CertificationForm({ entry, onDone }: { entry: Certification | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<CertificationInput>('certifications', entry, onDone);
  const [title, setTitle] = useState(entry?.certificationTitle ?? '');
  const [issuedBy, setIssuedBy] = useState(entry?.certificationIssuedBy ?? '');
  const [month, setMonth] = useState(monthOf(entry?.certificationIssuedDate ?? null));
  const { errors, say } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      validateWith<CertificationInput>(certificationInputSchema, {
        certificationTitle: title,
        issuedBy,
        issuedDate: dayOf(month),
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.certifications.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={say(errors.certificationTitle)}
          required
          dir="auto"
          data-autofocus
        />
        <TextInput
          label={t('profile.certifications.issuedBy')}
          value={issuedBy}
          onChange={(e) => setIssuedBy(e.currentTarget.value)}
          error={say(errors.issuedBy)}
          dir="auto"
        />
        <TextInput
          type="month"
          label={t('profile.certifications.issuedDate')}
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
