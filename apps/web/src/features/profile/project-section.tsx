import '@mantine/core/styles/CloseButton.css';
import {
  ActionIcon,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  Group,
  CloseButton,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  PROJECT_ATTACHMENTS_MAX,
  PROJECT_SKILLS_MAX,
  projectInputSchema,
  type ProjectInput,
} from '@talent/contracts';
import { IconExternalLink, IconLock, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import { ACCEPT_DOCUMENTS, ACCEPT_IMAGES, FileDropZone } from '../../components/file-upload';
import { useSkillSearch, type MyProfile, type Project } from './api';
import { usePeriod } from './experience-section';
import { dayOf, monthOf, validateWith, type FieldErrors } from './form';
import { FormActions, useSectionForm } from './form-parts';
import { useFocusFirstInvalid } from './online-profile-section';
import { PlaceFields, placeInputOf, usePlaceText } from './place-fields';
import { ProfileSectionCard } from './section-card';

type UsedSkill = NonNullable<MyProfile['userProjectUsedSkills']>[number];
interface Named {
  id: string;
  name: string;
}
interface Attached {
  id: string;
  name: string;
}

/** A file's id from its preview or download address (`/fm/download/preview/{id}`), or null. */
export function fileIdOf(address: string | null): string | null {
  if (address === null) return null;
  return /\/fm\/download(?:\/preview)?\/([0-9a-f-]{36})(?:[?#]|$)/i.exec(address)?.[1] ?? null;
}

export interface ProjectValues {
  projectTitle: string;
  companyName: string;
  projectUrl: string;
  monthFrom: string;
  monthTo: string;
  isPrivate: boolean;
  projectDescription: string;
  location: ProjectInput['location'];
  cover: { id: string; url: string } | null;
  skills: Named[];
  attachments: Attached[];
}

/** The project form checked with the contract; a month is sent as its first day. */
export function validateProject(values: ProjectValues): { input: ProjectInput | null; errors: FieldErrors } {
  return validateWith<ProjectInput>(
    projectInputSchema,
    {
      projectTitle: values.projectTitle,
      companyName: values.companyName,
      projectUrl: values.projectUrl.trim() === '' ? null : values.projectUrl.trim(),
      startDate: dayOf(values.monthFrom),
      endDate: dayOf(values.monthTo),
      isPrivate: values.isPrivate,
      projectDescription: values.projectDescription,
      location: values.location ?? null,
      cover: values.cover === null ? null : { id: values.cover.id },
      skills: values.skills.map((s) => ({ id: s.id })),
      attachments: values.attachments.map((a) => ({ id: a.id })),
    },
    ['endDate'],
  );
}

/** The seeker's projects: what they made, with dates, a link, skills, a cover and files. */
export function ProjectSection({
  projects,
  usedSkills,
}: {
  projects: readonly Project[];
  usedSkills: readonly UsedSkill[];
}) {
  const { t } = useTranslation();
  const period = usePeriod();
  const placeText = usePlaceText();
  const skillsOf = (project: Project): Named[] =>
    usedSkills
      .filter((u) => u.project.id === project.id)
      .map((u) => ({ id: u.skill.id, name: u.skill.skillName }));
  return (
    <ProfileSectionCard
      section="projects"
      labels={{
        heading: t('profile.projects.heading'),
        add: t('profile.projects.add'),
        addFirst: t('profile.projects.addFirst'),
        addTitle: t('profile.projects.addTitle'),
        editTitle: t('profile.projects.editTitle'),
        empty: t('profile.projects.empty'),
      }}
      items={projects}
      nameOf={(entry) => entry.projectTitle}
      renderForm={(entry, onDone) => (
        <ProjectForm entry={entry} skills={entry === null ? [] : skillsOf(entry)} onDone={onDone} />
      )}
      renderItem={(entry) => {
        const when = period(entry.startDate, entry.endDate);
        const where = placeText(entry.location);
        const skills = skillsOf(entry);
        return (
          // on a phone the cover goes above the text, which then has the whole width
          <Group gap="md" align="flex-start">
            {entry.coverImg !== null && (
              <img
                src={entry.coverImg}
                alt=""
                width={72}
                height={72}
                style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
              />
            )}
            <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{entry.projectTitle}</bdi>
                </Text>
                {entry.isPrivate && (
                  <Badge
                    variant="light"
                    color="gray"
                    tt="none"
                    leftSection={<IconLock size={12} aria-hidden />}
                    title={t('profile.projects.privateHint')}
                  >
                    {t('profile.projects.privateBadge')}
                  </Badge>
                )}
              </Group>
              {entry.companyName !== null && entry.companyName !== '' && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{entry.companyName}</bdi>
                </Text>
              )}
              {(when !== null || where !== null) && (
                <Text size="sm" c="dimmed">
                  {[when, where].filter((p) => p !== null).join(' · ')}
                </Text>
              )}
              {entry.projectURL !== null && entry.projectURL !== '' && (
                <Anchor
                  href={entry.projectURL}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  size="sm"
                  dir="ltr"
                  style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
                >
                  {entry.projectURL.replace(/^https?:\/\//, '')}
                  <IconExternalLink
                    size={14}
                    aria-hidden
                    style={{ marginInlineStart: 4, verticalAlign: -2 }}
                  />
                </Anchor>
              )}
              {entry.projectDescription !== null && entry.projectDescription !== '' && (
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {entry.projectDescription}
                </Text>
              )}
              {skills.length > 0 && (
                <Group gap={6} mt={4} aria-label={t('profile.projects.skills')} role="list">
                  {skills.map((s) => (
                    <Badge key={s.id} variant="light" tt="none" role="listitem">
                      <bdi>{s.name}</bdi>
                    </Badge>
                  ))}
                </Group>
              )}
              {entry.projectAttachements.length > 0 && (
                <Stack gap={2} mt={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {entry.projectAttachements.map((a) =>
                    a.attachement === null ? null : (
                      <li key={a.id}>
                        <Anchor
                          href={
                            a.attachement.id === null
                              ? a.attachement.aPIURL
                              : `/fm/download/${a.attachement.id}`
                          }
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          <IconPaperclip
                            size={14}
                            aria-hidden
                            style={{ marginInlineEnd: 4, verticalAlign: -2 }}
                          />
                          <bdi>{a.attachement.aPIFilename ?? t('profile.projects.attachment')}</bdi>
                        </Anchor>
                      </li>
                    ),
                  )}
                </Stack>
              )}
            </Stack>
          </Group>
        );
      }}
    />
  );
}

const initialValues = (entry: Project | null, skills: Named[]): ProjectValues => {
  const coverId = fileIdOf(entry?.coverImg ?? null);
  return {
    projectTitle: entry?.projectTitle ?? '',
    companyName: entry?.companyName ?? '',
    projectUrl: entry?.projectURL ?? '',
    monthFrom: monthOf(entry?.startDate ?? null),
    monthTo: monthOf(entry?.endDate ?? null),
    isPrivate: entry?.isPrivate ?? false,
    projectDescription: entry?.projectDescription ?? '',
    location: placeInputOf(entry?.location),
    cover: coverId === null || entry?.coverImg == null ? null : { id: coverId, url: entry.coverImg },
    skills,
    attachments: (entry?.projectAttachements ?? []).flatMap((a) =>
      a.attachement?.id == null ? [] : [{ id: a.attachement.id, name: a.attachement.aPIFilename ?? '' }],
    ),
  };
};

function ProjectForm({
  entry,
  skills,
  onDone,
}: {
  entry: Project | null;
  skills: Named[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useSectionForm<ProjectInput>('projects', entry, onDone);
  const formRef = useFocusFirstInvalid(form.errors);
  const [values, setValues] = useState(() => initialValues(entry, skills));
  const { errors, say } = form;
  const set = (patch: Partial<ProjectValues>) => setValues((old) => ({ ...old, ...patch }));
  // files of a project others may see are readable by signed-in users (the profile view shows them)
  const uploadOptions = values.isPrivate ? undefined : { shareWith: 'sys:authenticated' };

  const urlError =
    errors.projectUrl?.key === 'profile.errors.invalid'
      ? t('profile.projects.notAddress')
      : say(errors.projectUrl);
  const fileError = (prefix: string) =>
    Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(validateProject(values));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('profile.projects.title')}
          value={values.projectTitle}
          onChange={(e) => set({ projectTitle: e.currentTarget.value })}
          error={say(errors.projectTitle)}
          required
          dir="auto"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('profile.projects.company')}
            value={values.companyName}
            onChange={(e) => set({ companyName: e.currentTarget.value })}
            error={say(errors.companyName)}
            dir="auto"
          />
          <TextInput
            label={t('profile.projects.url')}
            value={values.projectUrl}
            onChange={(e) => set({ projectUrl: e.currentTarget.value })}
            error={urlError}
            placeholder="https://"
            inputMode="url"
            dir="ltr"
          />
          <TextInput
            type="month"
            label={t('profile.projects.from')}
            value={values.monthFrom}
            onChange={(e) => set({ monthFrom: e.currentTarget.value })}
            error={say(errors.startDate)}
          />
          <TextInput
            type="month"
            label={t('profile.projects.to')}
            value={values.monthTo}
            onChange={(e) => set({ monthTo: e.currentTarget.value })}
            error={say(errors.endDate)}
          />
        </SimpleGrid>
        <Text size="sm" fw={500} mb={-8}>
          {t('profile.projects.place')}
        </Text>
        <PlaceFields
          value={values.location ?? null}
          onChange={(location) => set({ location })}
          saved={entry?.location ?? null}
          errors={{
            countryCode: say(errors['location.countryCode']),
            stateId: say(errors['location.stateId']),
            cityId: say(errors['location.cityId']),
          }}
        />
        <Textarea
          label={t('profile.projects.description')}
          value={values.projectDescription}
          onChange={(e) => set({ projectDescription: e.currentTarget.value })}
          error={say(errors.projectDescription)}
          rows={4}
          dir="auto"
        />
        <ProjectSkills
          chosen={values.skills}
          onChange={(list) => set({ skills: list })}
          error={say(fileError('skills'))}
        />
        <Checkbox
          label={t('profile.projects.private')}
          description={
            values.isPrivate ? t('profile.projects.privateHint') : t('profile.projects.publicHint')
          }
          checked={values.isPrivate}
          onChange={(e) => set({ isPrivate: e.currentTarget.checked })}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('profile.projects.cover')}
          </Text>
          {values.cover !== null && (
            <Group gap="sm" align="center">
              <img
                src={values.cover.url}
                alt={t('profile.projects.coverAlt')}
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' }}
              />
              <Button
                variant="default"
                size="xs"
                leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
                onClick={() => set({ cover: null })}
              >
                {t('profile.projects.removeCover')}
              </Button>
            </Group>
          )}
          <FileDropZone
            accept={ACCEPT_IMAGES}
            label={
              values.cover === null ? t('profile.projects.uploadCover') : t('profile.projects.replaceCover')
            }
            hint={t('profile.projects.coverHint')}
            uploadOptions={uploadOptions}
            onUploaded={(file) => set({ cover: { id: file.id, url: file.aPIURL } })}
          />
          {fileError('cover') !== undefined && (
            <Text size="sm" c="red" role="alert">
              {t('profile.projects.fileRefused')}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('profile.projects.attachments')}
          </Text>
          {values.attachments.length > 0 && (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {values.attachments.map((a) => (
                <Group key={a.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <IconPaperclip size={14} aria-hidden style={{ marginInlineEnd: 4, verticalAlign: -2 }} />
                    <bdi>{a.name === '' ? t('profile.projects.attachment') : a.name}</bdi>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => set({ attachments: values.attachments.filter((x) => x.id !== a.id) })}
                    aria-label={t('profile.projects.removeAttachment', { name: a.name })}
                    title={t('profile.projects.removeAttachment', { name: a.name })}
                  >
                    <IconTrash size={iconSize.sm} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {values.attachments.length < PROJECT_ATTACHMENTS_MAX ? (
            <FileDropZone
              accept={`${ACCEPT_DOCUMENTS},${ACCEPT_IMAGES}`}
              label={t('profile.projects.addAttachment')}
              hint={t('profile.projects.attachmentsHint', { max: PROJECT_ATTACHMENTS_MAX })}
              uploadOptions={uploadOptions}
              onUploaded={(file) =>
                setValues((old) => ({
                  ...old,
                  attachments: [...old.attachments, { id: file.id, name: file.aPIFilename ?? '' }],
                }))
              }
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('profile.projects.attachmentsFull', { max: PROJECT_ATTACHMENTS_MAX })}
            </Text>
          )}
          {fileError('attachments') !== undefined && (
            <Text size="sm" c="red" role="alert">
              {t('profile.projects.fileRefused')}
            </Text>
          )}
        </Stack>
        <FormActions failed={form.failed} pending={form.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** Skills by type-ahead, shown as chips that can be taken off; up to PROJECT_SKILLS_MAX. */
function ProjectSkills({
  chosen,
  onChange,
  error,
}: {
  chosen: Named[];
  onChange: (list: Named[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useSkillSearch(debounced);
  const full = chosen.length >= PROJECT_SKILLS_MAX;
  // picking an option then reports its name to onChange: the field empties instead
  const took = useRef(false);
  const options = (search.data?.items ?? []).filter((s) => !chosen.some((c) => c.id === s.id));
  const take = (skill: Named | undefined) => {
    if (skill === undefined || full || chosen.some((c) => c.id === skill.id)) return;
    onChange([...chosen, skill]);
    setText('');
  };
  return (
    <Stack gap="xs">
      <Autocomplete
        label={t('profile.projects.skills')}
        description={
          full
            ? t('profile.projects.skillsFull', { max: PROJECT_SKILLS_MAX })
            : t('profile.projects.skillsHint', { max: PROJECT_SKILLS_MAX })
        }
        value={text}
        onChange={(value) => {
          setText(took.current ? '' : value);
          took.current = false;
        }}
        onOptionSubmit={(id) => {
          took.current = true;
          take(search.data?.items.find((s) => s.id === id));
        }}
        onKeyDown={(event) => {
          // Enter on a name typed in full takes that skill rather than sending the form
          if (event.key !== 'Enter') return;
          const exact = options.find((s) => s.name.toLowerCase() === text.trim().toLowerCase());
          if (exact !== undefined) {
            event.preventDefault();
            take(exact);
          }
        }}
        data={options.map((s) => ({ value: s.id, label: s.name }))}
        filter={({ options: all }) => all}
        disabled={full}
        error={error}
      />
      {chosen.length > 0 && (
        <Group gap={6} role="list" aria-label={t('profile.projects.chosenSkills')}>
          {chosen.map((skill) => (
            <Badge
              key={skill.id}
              role="listitem"
              variant="light"
              tt="none"
              size="lg"
              pe={4}
              rightSection={
                <CloseButton
                  size="sm"
                  onClick={() => onChange(chosen.filter((c) => c.id !== skill.id))}
                  aria-label={t('profile.projects.removeSkill', { name: skill.name })}
                  title={t('profile.projects.removeSkill', { name: skill.name })}
                />
              }
            >
              <bdi>{skill.name}</bdi>
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
