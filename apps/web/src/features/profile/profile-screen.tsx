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
import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { consentTexts } from '@talent/contracts/consent-texts';
import { IconPencil } from '@tabler/icons-react';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { AboutDialog } from './about-dialog';
import { useMyProfile, usePatchProfile, type MyProfile } from './api';
import { AwardSection } from './award-section';
import { CertificationSection } from './certification-section';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { LanguageSection } from './language-section';
import { TrainingSection } from './training-section';
import { VolunteerSection } from './volunteer-section';
import { SkillSection } from './skill-section';
import { RecommendationsSection, ViewAsOthersLink } from './recommendations-section';
import { PortabilityCard } from './portability/portability-card';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { profileReferenceQuery } from './reference';
import { ResumeCard } from './resume-card';
import { DocumentsSection } from './documents-section';
import { SignatureSection } from './signature-section';
import { VideoCvSection } from './video-cv-section';
import { CareerAspirationSection } from './career-aspiration-section';
import { CustomSectionSection } from './custom-section-section';
import { InterestSection } from './interest-section';
import { MedicalInfoSection } from './medical-info-section';
import { OnlineProfileSection } from './online-profile-section';
import { ProjectSection } from './project-section';
import { SettingsSection } from './settings-section';
import { consentKeys } from '../privacy/api/consents';

export { initialsOf } from './profile-header';

/** /profile: the signed-in job seeker's own profile. */
export function ProfileScreen() {
  const { t } = useTranslation();
  usePageTitle(t('profile.page.title'));
  const query = useMyProfile();
  // the sections name their entries with the reference data: asked for beside the profile, not after it
  usePrefetchQuery(profileReferenceQuery);

  if (query.isPending) return <ProfileSkeleton />;
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
  const { userProfile } = profile;
  return (
    <Stack gap="lg" maw={880}>
      <ProfileHeader profile={profile} actions={<ViewAsOthersLink />} />
      <SearchableSwitch isSearchable={userProfile.isSearchable} />
      <AboutCard title={userProfile.title} aboutMe={userProfile.aboutMe} />
      <ResumeCard resume={profile.resume} />
      <ExperienceSection experiences={profile.experiences} />
      <EducationSection educations={profile.userEducations ?? []} />
      <ProjectSection
        projects={profile.userProjects ?? []}
        usedSkills={profile.userProjectUsedSkills ?? []}
      />
      <SkillSection skills={profile.userSkills} />
      <LanguageSection languages={profile.userLanguages ?? []} />
      <CertificationSection certifications={profile.userCertifications ?? []} />
      <TrainingSection trainings={profile.trainings ?? []} />
      <AwardSection awards={profile.userAwards ?? []} />
      <VolunteerSection works={profile.volunteerWorks ?? []} />
      <CareerAspirationSection aspirations={profile.userCareerAspirations ?? []} />
      <CustomSectionSection sections={profile.userSections ?? []} />
      <InterestSection interests={profile.userInterests ?? []} />
      <OnlineProfileSection profiles={profile.onlineProfiles ?? []} />
      <DocumentsSection documents={profile.userDocuments ?? []} />
      <VideoCvSection />
      <SignatureSection signatures={profile.userSignatures ?? []} />
      <RecommendationsSection />
      <PortabilityCard profile={profile} />
      <MedicalInfoSection infos={profile.medicalInfos ?? []} />
      <SettingsSection settings={profile.userSettings ?? []} />
    </Stack>
  );
}

/**
 * "Searchable by recruiters": a consent, off until the seeker switches it on. Its description is
 * the very words the server records with each switch (`consentTexts.searchable`), in the page's language.
 */
function SearchableSwitch({ isSearchable }: { isSearchable: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const patch = usePatchProfile();
  // while the change is on its way the switch shows the choice made
  const checked = patch.isPending ? patch.variables.isSearchable === true : isSearchable;
  return (
    <Card withBorder padding="lg">
      <Switch
        checked={checked}
        disabled={patch.isPending}
        onChange={(e) =>
          patch.mutate(
            { isSearchable: e.currentTarget.checked },
            // each switch is a consent given or withdrawn: the account page's history changes
            { onSuccess: () => void queryClient.invalidateQueries({ queryKey: consentKeys.all }) },
          )
        }
        label={t('profile.searchable.label')}
        description={consentTexts.searchable[locale]}
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
