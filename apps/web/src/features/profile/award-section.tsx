import { Stack, Text, TextInput } from '@mantine/core';
import { awardInputSchema, type AwardInput } from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import type { Award } from './api';
import { issuedLine } from './certification-section';
import { dayOf, monthOf, validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { ProfileSectionCard } from './section-card';

/** The seeker's awards, each with who issued it and when (a month). */
export function AwardSection({ awards }: { awards: readonly Award[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ProfileSectionCard
      section="awards"
      labels={{
        heading: t('profile.awards.heading'),
        add: t('profile.awards.add'),
        addFirst: t('profile.awards.addFirst'),
        addTitle: t('profile.awards.addTitle'),
        editTitle: t('profile.awards.editTitle'),
        empty: t('profile.awards.empty'),
      }}
      dialogSize="md"
      items={awards}
      nameOf={(entry) => entry.awardTitle}
      renderForm={(entry, onDone) => <AwardForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => {
        const issued = issuedLine(entry.awardsIssuedBy, entry.awardsIssuedDate, locale);
        return (
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{entry.awardTitle}</bdi>
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

function AwardForm({ entry, onDone }: { entry: Award | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<AwardInput>('awards', entry, onDone);
  const [title, setTitle] = useState(entry?.awardTitle ?? '');
  const [issuedBy, setIssuedBy] = useState(entry?.awardsIssuedBy ?? '');
  const [month, setMonth] = useState(monthOf(entry?.awardsIssuedDate ?? null));
  const { errors, say } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      validateWith<AwardInput>(awardInputSchema, {
        awardTitle: title,
        issuedBy,
        issuedDate: dayOf(month),
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.awards.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={say(errors.awardTitle)}
          required
          dir="auto"
          data-autofocus
        />
        <TextInput
          label={t('profile.awards.issuedBy')}
          value={issuedBy}
          onChange={(e) => setIssuedBy(e.currentTarget.value)}
          error={say(errors.issuedBy)}
          dir="auto"
        />
        <TextInput
          type="month"
          label={t('profile.awards.issuedDate')}
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
