import { Anchor, Badge, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  volunteerWorkInputSchema,
  type ProfileLocationInput,
  type VolunteerWorkInput,
} from '@talent/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VolunteerWork } from './api';
import { usePeriod } from './experience-section';
import { dayOf, monthOf, validateWith } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { PlaceFields, placeInputOf, usePlaceText } from './place-fields';
import { ProfileSectionCard } from './section-card';
import { endUnlessSameMonth, PARAGRAPHS } from './training-section';

/** An address as it reads, without the scheme: "example.org/help". */
const shortAddress = (link: string) => link.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The seeker's volunteer work: what, where, when, a link; a private one is shown to them only. */
export function VolunteerSection({ works }: { works: readonly VolunteerWork[] }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const placeText = usePlaceText();
  return (
    <ProfileSectionCard
      section="volunteer-works"
      labels={{
        heading: t('profile.volunteer.heading'),
        add: t('profile.volunteer.add'),
        addFirst: t('profile.volunteer.addFirst'),
        addTitle: t('profile.volunteer.addTitle'),
        editTitle: t('profile.volunteer.editTitle'),
        empty: t('profile.volunteer.empty'),
      }}
      items={works}
      nameOf={(entry) => entry.title}
      renderForm={(entry, onDone) => <VolunteerForm entry={entry} onDone={onDone} />}
      renderItem={(entry) => {
        const when = period(entry.startDate, endUnlessSameMonth(entry.startDate, entry.endDate));
        const place = placeText(entry.location);
        return (
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                <bdi>{entry.title}</bdi>
              </Text>
              {entry.isPrivate && (
                <Badge variant="light" color="gray" tt="none">
                  {t('profile.volunteer.privateBadge')}
                </Badge>
              )}
            </Group>
            {when !== null && (
              <Text size="sm" c="dimmed">
                {when}
              </Text>
            )}
            {place !== null && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{place}</bdi>
              </Text>
            )}
            {entry.link !== null && entry.link !== '' && (
              <Anchor
                href={entry.link}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                dir="ltr"
                style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
              >
                {shortAddress(entry.link)}
              </Anchor>
            )}
            {entry.description !== null && entry.description !== '' && (
              <Text size="sm" style={PARAGRAPHS}>
                <bdi>{entry.description}</bdi>
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

interface VolunteerValues {
  title: string;
  description: string;
  link: string;
  monthFrom: string;
  monthTo: string;
  isPrivate: boolean;
  location: ProfileLocationInput | null;
}

const initialValues = (entry: VolunteerWork | null): VolunteerValues => ({
  title: entry?.title ?? '',
  description: entry?.description ?? '',
  link: entry?.link ?? '',
  monthFrom: monthOf(entry?.startDate ?? null),
  monthTo: monthOf(entry?.endDate ?? null),
  isPrivate: entry?.isPrivate ?? false,
  location: placeInputOf(entry?.location),
});

function VolunteerForm({ entry, onDone }: { entry: VolunteerWork | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSectionForm<VolunteerWorkInput>('volunteer-works', entry, onDone);
  const [values, setValues] = useState(() => initialValues(entry));
  const { errors, say } = form;
  const set = (patch: Partial<VolunteerValues>) => setValues({ ...values, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith<VolunteerWorkInput>(volunteerWorkInputSchema, {
      title: values.title,
      description: values.description,
      link: values.link.trim() === '' ? null : values.link.trim(),
      startDate: dayOf(values.monthFrom),
      endDate: dayOf(values.monthTo),
      isPrivate: values.isPrivate,
      location: values.location,
    });
    form.submit(checked);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.volunteer.title')}
          description={t('profile.volunteer.titleHint')}
          value={values.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={say(errors.title)}
          required
          dir="auto"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="month"
            label={t('profile.volunteer.from')}
            value={values.monthFrom}
            onChange={(e) => set({ monthFrom: e.currentTarget.value })}
            error={say(errors.startDate)}
          />
          <TextInput
            type="month"
            label={t('profile.volunteer.to')}
            value={values.monthTo}
            onChange={(e) => set({ monthTo: e.currentTarget.value })}
            error={say(errors.endDate)}
          />
        </SimpleGrid>
        <PlaceFields
          value={values.location}
          onChange={(location) => set({ location })}
          saved={entry?.location ?? null}
          errors={{
            countryCode: say(errors['location.countryCode']),
            stateId: say(errors['location.stateId']),
            cityId: say(errors['location.cityId']),
          }}
        />
        <TextInput
          label={t('profile.volunteer.link')}
          placeholder="https://"
          type="url"
          inputMode="url"
          dir="ltr"
          value={values.link}
          onChange={(e) => set({ link: e.currentTarget.value })}
          error={
            // what the contract refuses here is not an address; the server's own word is its own
            errors.link === undefined || errors.link.key === 'profile.errors.server'
              ? say(errors.link)
              : t('profile.volunteer.notAddress')
          }
        />
        <Textarea
          label={t('profile.volunteer.description')}
          value={values.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={say(errors.description)}
          rows={4}
          dir="auto"
        />
        <Checkbox
          label={t('profile.volunteer.private')}
          description={t('profile.volunteer.privateHint')}
          checked={values.isPrivate}
          onChange={(e) => set({ isPrivate: e.currentTarget.checked })}
        />
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
