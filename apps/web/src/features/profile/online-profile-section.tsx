import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { onlineProfileInputSchema, type OnlineProfileInput, type ProfileSection } from '@talent/contracts';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import type { OnlineProfile } from './api';
import { validateWith, type FieldErrors } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { RemoveQuestion } from './section-card';

/** The words of a section that holds one entry, already in the reader's language. */
export interface SingleEntryLabels {
  heading: string;
  /** The empty state's sentence and its button. */
  empty: string;
  addFirst: string;
  addTitle: string;
  editTitle: string;
  /** The names of the edit and remove buttons ("Edit your online profiles"). */
  edit: string;
  remove: string;
  /** What the removal question names ("your online profiles"). */
  name: string;
}

/**
 * A profile section that is one entry (online profiles, medical information): an empty state that
 * invites it, then the entry with Edit and Remove (after a question), and the add/edit dialog.
 */
export function SingleEntryCard<T extends { id: string }>({
  section,
  labels,
  entry,
  intro,
  renderEntry,
  renderForm,
}: {
  section: ProfileSection;
  labels: SingleEntryLabels;
  entry: T | null;
  intro?: ReactNode;
  renderEntry: (entry: T) => ReactNode;
  renderForm: (entry: T | null, onDone: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const headingId = `profile-${section}-heading`;
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {labels.heading}
        </Title>
        {entry !== null && (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={iconSize.sm} aria-hidden />}
              onClick={() => setEditing(true)}
              aria-label={labels.edit}
            >
              {t('profile.actions.edit')}
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
              onClick={() => setRemoving(true)}
              aria-label={labels.remove}
            >
              {t('profile.actions.remove')}
            </Button>
          </Group>
        )}
      </Group>
      {intro}
      {entry === null ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{labels.empty}</Text>
          <Button leftSection={<IconPlus size={iconSize.sm} aria-hidden />} onClick={() => setEditing(true)}>
            {labels.addFirst}
          </Button>
        </Stack>
      ) : (
        renderEntry(entry)
      )}
      <AppModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={entry === null ? labels.addTitle : labels.editTitle}
        size="lg"
      >
        {editing && renderForm(entry, () => setEditing(false))}
      </AppModal>
      <RemoveQuestion
        section={section}
        entry={removing ? entry : null}
        name={labels.name}
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}

/**
 * A form's ref that moves the focus to its first field marked invalid whenever `errors` changes to
 * hold some: a long dialog's Save is far below the fields, and the message must not go unseen.
 */
export function useFocusFirstInvalid(errors: object) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return ref;
}

const NETWORKS = ['linkedin', 'twitter', 'facebook'] as const;
type Network = (typeof NETWORKS)[number];
type Values = Record<Network, string>;

const ICONS: Record<Network, typeof IconBrandLinkedin> = {
  linkedin: IconBrandLinkedin,
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
};

function useNetworkLabel() {
  const { t } = useTranslation();
  return (network: Network) =>
    network === 'linkedin'
      ? t('profile.online.linkedin')
      : network === 'twitter'
        ? t('profile.online.twitter')
        : t('profile.online.facebook');
}

/** The form's addresses checked with the contract: an empty field is no address; one at least. */
export function validateOnlineProfile(values: Values): {
  input: OnlineProfileInput | null;
  errors: FieldErrors;
} {
  const body = Object.fromEntries(
    NETWORKS.map((n) => [n, values[n].trim() === '' ? null : values[n].trim()]),
  ) as Record<Network, string | null>;
  if (NETWORKS.every((n) => body[n] === null))
    return { input: null, errors: { linkedin: { key: 'profile.errors.required' } } };
  return validateWith<OnlineProfileInput>(onlineProfileInputSchema, body);
}

/** The seeker's LinkedIn, X and Facebook addresses: one entry, edited in a dialog. */
export function OnlineProfileSection({ profiles }: { profiles: readonly OnlineProfile[] }) {
  const { t } = useTranslation();
  const label = useNetworkLabel();
  return (
    <SingleEntryCard
      section="online-profiles"
      labels={{
        heading: t('profile.online.heading'),
        empty: t('profile.online.empty'),
        addFirst: t('profile.online.addFirst'),
        addTitle: t('profile.online.addTitle'),
        editTitle: t('profile.online.editTitle'),
        edit: t('profile.online.edit'),
        remove: t('profile.online.remove'),
        name: t('profile.online.name'),
      }}
      entry={profiles[0] ?? null}
      renderForm={(entry, onDone) => <OnlineProfileForm entry={entry} onDone={onDone} />}
      renderEntry={(entry) => (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {NETWORKS.map((network) => {
            const address = entry[network];
            if (address === null || address === '') return null;
            const Icon = ICONS[network];
            return (
              <Group key={network} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <Icon size={iconSize.md} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {label(network)}
                  </Text>
                  <Anchor
                    href={address}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    size="sm"
                    dir="ltr"
                    style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
                  >
                    {address.replace(/^https?:\/\//, '')}
                  </Anchor>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    />
  );
}

function OnlineProfileForm({ entry, onDone }: { entry: OnlineProfile | null; onDone: () => void }) {
  const { t } = useTranslation();
  const label = useNetworkLabel();
  const form = useSectionForm<OnlineProfileInput>('online-profiles', entry, onDone);
  const formRef = useFocusFirstInvalid(form.errors);
  const [values, setValues] = useState<Values>({
    linkedin: entry?.linkedin ?? '',
    twitter: entry?.twitter ?? '',
    facebook: entry?.facebook ?? '',
  });
  const placeholders: Record<Network, string> = {
    linkedin: 'https://www.linkedin.com/in/…',
    twitter: 'https://x.com/…',
    facebook: 'https://www.facebook.com/…',
  };
  const errorOf = (network: Network) => {
    const message = form.errors[network];
    if (message === undefined) return undefined;
    if (message.key === 'profile.errors.required') return t('profile.online.oneAtLeast');
    if (message.key === 'profile.errors.invalid') return t('profile.online.notAddress');
    return form.say(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateOnlineProfile(values));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.online.hint')}
        </Text>
        {NETWORKS.map((network, index) => (
          <TextInput
            key={network}
            label={label(network)}
            value={values[network]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((old) => ({ ...old, [network]: value }));
            }}
            error={errorOf(network)}
            placeholder={placeholders[network]}
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            data-autofocus={index === 0 || undefined}
          />
        ))}
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
