import {
  ActionIcon,
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { IconCamera, IconMapPin, IconPencil, IconPhoto } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../app/theme';
import { ACCEPT_IMAGES, FileDropZone } from '../../components/file-upload';
import { usePatchProfile, type MyProfile } from './api';
import { extrasOf } from './files-api';
import { PersonalDialog } from './personal-dialog';
import { usePlaceText } from './place-fields';
import classes from './profile-header.module.css';

/** Up to two letters of a name, for a profile without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => Array.from(w ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

type ImageKind = 'photo' | 'background';

/**
 * The top of the profile: the background image, the photo, name, headline, where the person lives
 * and how complete the profile is; the photo and the background each uploaded, replaced or removed
 * in a dialog, the personal details edited in another.
 */
export function ProfileHeader({ profile, actions }: { profile: MyProfile; actions?: ReactNode }) {
  const { t } = useTranslation();
  const placeText = usePlaceText();
  const [image, setImage] = useState<ImageKind | null>(null);
  const [editing, setEditing] = useState(false);
  const { userProfile } = profile;
  const background = userProfile.bkgImg ?? null;
  const place = placeText(userProfile.location);

  return (
    <Card withBorder padding={0} data-testid="profile-header">
      <div className={classes.banner}>
        {background !== null && <img src={background} alt="" className={classes.bannerImage} />}
        <Button
          size="xs"
          variant="white"
          className={classes.bannerButton}
          leftSection={<IconPhoto size={iconSize.sm} aria-hidden />}
          onClick={() => setImage('background')}
        >
          {t('profile.header.editBackground')}
        </Button>
      </div>
      <Box px="lg" pb="lg">
        <Group gap="md" wrap="nowrap" align="flex-end" className={classes.identity}>
          <div className={classes.photo}>
            <Avatar
              src={profile.photo?.aPIURL ?? null}
              alt={profile.photo == null ? undefined : t('profile.header.photoAlt')}
              size={112}
              radius={112}
              color="brand"
              className={classes.avatar}
            >
              {initialsOf(userProfile.fullName)}
            </Avatar>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              className={classes.photoButton}
              aria-label={t('profile.header.editPhoto')}
              onClick={() => setImage('photo')}
            >
              <IconCamera size={iconSize.sm} aria-hidden />
            </ActionIcon>
          </div>
        </Group>
        <Group justify="space-between" align="flex-start" gap="sm" mt="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
            <Title order={1} size="h2" className={classes.text}>
              <bdi>{userProfile.fullName}</bdi>
            </Title>
            {userProfile.title !== null && userProfile.title !== '' ? (
              <Text className={classes.text}>
                <bdi>{userProfile.title}</bdi>
              </Text>
            ) : (
              <Text c="dimmed">{t('profile.header.noTitle')}</Text>
            )}
            {place !== null ? (
              <Group gap={4} wrap="nowrap" data-testid="profile-place">
                <IconMapPin size={iconSize.sm} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" className={classes.text}>
                  <bdi>{place}</bdi>
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('profile.header.noPlace')}
              </Text>
            )}
          </Stack>
          <Stack gap="xs" align="flex-start">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={iconSize.sm} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('profile.header.editDetails')}
            </Button>
            {actions}
          </Stack>
        </Group>
        <Stack gap={4} mt="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} id="profile-completion-label">
              {t('profile.header.completion')}
            </Text>
            <Text size="sm" fw={600} data-testid="profile-percent">
              {t('profile.header.percent', { percent: profile.percentageCompleted })}
            </Text>
          </Group>
          <Progress.Root size="lg">
            <Progress.Section
              value={profile.percentageCompleted}
              aria-labelledby="profile-completion-label"
              aria-valuetext={t('profile.header.percent', { percent: profile.percentageCompleted })}
            />
          </Progress.Root>
        </Stack>
      </Box>
      <ImageDialog
        kind={image}
        current={image === 'photo' ? (profile.photo?.aPIURL ?? null) : background}
        onClose={() => setImage(null)}
      />
      <PersonalDialog
        opened={editing}
        onClose={() => setEditing(false)}
        profile={profile}
        extras={extrasOf(profile)}
      />
    </Card>
  );
}

/** The photo's or the background's dialog: what is there now, upload another, or remove it (asked first). */
function ImageDialog({
  kind,
  current,
  onClose,
}: {
  kind: ImageKind | null;
  current: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = kind === 'background' ? t('profile.background.title') : t('profile.photo.title');
  return (
    <AppModal opened={kind !== null} onClose={onClose} title={title} size="md">
      {kind !== null && <ImageForm kind={kind} current={current} onDone={onClose} />}
    </AppModal>
  );
}

function ImageForm({
  kind,
  current,
  onDone,
}: {
  kind: ImageKind;
  current: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const patch = usePatchProfile();
  const [asking, setAsking] = useState(false);
  const photo = kind === 'photo';
  const save = (id: string | null) =>
    patch.mutate(
      photo ? { photo: id === null ? null : { id } } : { background: id === null ? null : { id } },
      {
        onSuccess: onDone,
      },
    );

  return (
    <Stack gap="md">
      {current !== null ? (
        <img
          src={current}
          alt={photo ? t('profile.header.photoAlt') : t('profile.background.currentAlt')}
          className={classes.preview}
        />
      ) : (
        <Text c="dimmed">{photo ? t('profile.photo.none') : t('profile.background.none')}</Text>
      )}
      <FileDropZone
        accept={ACCEPT_IMAGES}
        label={
          current === null
            ? photo
              ? t('profile.photo.upload')
              : t('profile.background.upload')
            : photo
              ? t('profile.photo.replace')
              : t('profile.background.replace')
        }
        hint={photo ? t('profile.photo.hint') : t('profile.background.hint')}
        disabled={patch.isPending}
        onUploaded={(file) => save(file.id)}
      />
      {patch.isPending && (
        <Text size="sm" role="status">
          {t('profile.files.saving')}
        </Text>
      )}
      {patch.isError && (
        <Alert color="red" role="alert">
          {t('profile.errors.saveFailed')}
        </Alert>
      )}
      {current !== null &&
        (asking ? (
          <Alert
            color="red"
            variant="light"
            title={photo ? t('profile.photo.removeTitle') : t('profile.background.removeTitle')}
          >
            <Stack gap="sm">
              <Text size="sm">
                {photo ? t('profile.photo.removeQuestion') : t('profile.background.removeQuestion')}
              </Text>
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setAsking(false)}>
                  {t('profile.files.keep')}
                </Button>
                <Button color="red" size="xs" loading={patch.isPending} onClick={() => save(null)}>
                  {t('profile.actions.remove')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-start">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setAsking(true)}
              disabled={patch.isPending}
            >
              {photo ? t('profile.photo.remove') : t('profile.background.remove')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
