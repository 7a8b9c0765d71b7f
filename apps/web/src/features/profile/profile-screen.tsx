// the lazy route brings the styles of the parts only it uses
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Avatar, Button, Card, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../lib/use-page-title';
import { AboutDialog } from './about-dialog';
import { useMyProfile, usePatchProfile, type MyProfile } from './api';
import { ExperienceSection } from './experience-section';
import { SkillSection } from './skill-section';

/** Up to two letters of a name, for a profile without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => Array.from(w ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** /profile: the signed-in job seeker's own profile. */
export function ProfileScreen() {
  const { t } = useTranslation();
  usePageTitle(t('profile.page.title'));
  const query = useMyProfile();

  if (query.isPending) return <PageLoader label={t('profile.page.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        headingOrder={1}
        title={t('profile.page.errorTitle')}
        message={t('profile.page.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const { userProfile } = profile;
  return (
    <Stack gap="lg" maw={880}>
      <Card withBorder padding="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={profile.photo?.aPIURL ?? null}
            alt={profile.photo === null ? undefined : t('profile.header.photoAlt')}
            size={80}
            radius={80}
            color="blue"
          >
            {initialsOf(userProfile.fullName)}
          </Avatar>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{userProfile.fullName}</bdi>
            </Title>
            {userProfile.title !== null && userProfile.title !== '' ? (
              <Text style={{ overflowWrap: 'anywhere' }}>
                <bdi>{userProfile.title}</bdi>
              </Text>
            ) : (
              <Text c="dimmed">{t('profile.header.noTitle')}</Text>
            )}
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
      </Card>
      <SearchableSwitch isSearchable={userProfile.isSearchable} />
      <AboutCard title={userProfile.title} aboutMe={userProfile.aboutMe} />
      <ExperienceSection experiences={profile.experiences} />
      <SkillSection skills={profile.userSkills} />
    </Stack>
  );
}

function SearchableSwitch({ isSearchable }: { isSearchable: boolean }) {
  const { t } = useTranslation();
  const patch = usePatchProfile();
  // while the change is on its way the switch shows the choice made
  const checked = patch.isPending ? patch.variables.isSearchable === true : isSearchable;
  return (
    <Card withBorder padding="lg">
      <Switch
        checked={checked}
        disabled={patch.isPending}
        onChange={(e) => patch.mutate({ isSearchable: e.currentTarget.checked })}
        label={t('profile.searchable.label')}
        description={t('profile.searchable.description')}
        size="md"
      />
      {patch.isError && (
        <Alert color="red" role="alert" mt="sm">
          {t('profile.errors.saveFailed')}
        </Alert>
      )}
    </Card>
  );
}

function AboutCard({ title, aboutMe }: { title: string | null; aboutMe: string | null }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const empty = aboutMe === null || aboutMe.trim() === '';
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="profile-about-heading">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id="profile-about-heading">
          {t('profile.about.heading')}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
          aria-label={t('profile.about.edit')}
        >
          {t('profile.actions.edit')}
        </Button>
      </Group>
      {empty ? (
        <Text c="dimmed">{t('profile.about.empty')}</Text>
      ) : (
        <Text dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {aboutMe}
        </Text>
      )}
      <AboutDialog opened={editing} onClose={() => setEditing(false)} title={title} aboutMe={aboutMe} />
    </Card>
  );
}
