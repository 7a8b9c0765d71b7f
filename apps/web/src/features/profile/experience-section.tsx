import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import type { Experience } from './api';
import { ExperienceForm } from './experience-dialog';
import { usePlaceText } from './place-fields';
import { ProfileSectionCard } from './section-card';

/** "Mar 2021" in the reader's language, from YYYY-MM-DD. */
export function formatMonth(date: string, locale: Locale): string {
  const [year, month] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)),
  );
}

/** "Mar 2021 – Present", "Mar 2021 – Jun 2023", "Mar 2021" or null, from stored dates. */
export function usePeriod() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (from: string | null, to: string | null, current = false): string | null => {
    if (from === null && to === null) return current ? t('profile.experience.present') : null;
    const start = from === null ? '' : formatMonth(from, locale);
    const end = current ? t('profile.experience.present') : to === null ? null : formatMonth(to, locale);
    if (from === null) return end;
    if (end === null) return start;
    return t('profile.experience.period', { from: start, to: end });
  };
}

/** The profile's jobs, in the seeker's order, each editable in a dialog and removable after a question. */
export function ExperienceSection({ experiences }: { experiences: readonly Experience[] }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const placeText = usePlaceText();
  // "Full time · Retail · Muscat, Oman", each part only when given
  const details = (entry: Experience) =>
    [entry.employmentType?.employmentType, entry.industry?.name, placeText(entry.location)]
      .filter((part): part is string => part !== undefined && part !== null && part !== '')
      .map((part) => `\u2068${part}\u2069`)
      .join(' · ');
  return (
    <ProfileSectionCard
      section="experiences"
      labels={{
        heading: t('profile.experience.heading'),
        add: t('profile.experience.add'),
        addFirst: t('profile.experience.addFirst'),
        addTitle: t('profile.experience.addTitle'),
        editTitle: t('profile.experience.editTitle'),
        empty: t('profile.experience.empty'),
      }}
      items={experiences}
      nameOf={(entry) => entry.jobTitle}
      renderForm={(entry, onDone) => <ExperienceForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => (
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{entry.jobTitle}</bdi>
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{entry.companyName}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {period(entry.dateFrom, entry.dateTo, entry.isCurrent || entry.dateTo === null)}
          </Text>
          {details(entry) !== '' && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {details(entry)}
            </Text>
          )}
          {entry.jobDescription !== null && entry.jobDescription !== '' && (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {entry.jobDescription}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
