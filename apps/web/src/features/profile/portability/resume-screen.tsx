import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyProfile, type MyProfile } from '../api';
import { usePeriod } from '../experience-section';
import classes from './resume.module.css';

/**
 * /profile/resume: the signed-in seeker's profile as a résumé to print or save as PDF with the
 * browser's own print (which shapes Arabic and CJK text and keeps it selectable).
 */
export function ResumeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('profile.resume.title'));
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
  return <Resume profile={query.data} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={`resume-${id}`}>
      <h2 className={classes.sectionTitle} id={`resume-${id}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Entry({
  title,
  sub,
  period,
  text,
}: {
  title: string;
  sub?: string | null;
  period?: string | null;
  text?: string | null;
}) {
  return (
    <li className={classes.entry}>
      <div className={classes.entryHead}>
        <h3 className={classes.entryTitle}>
          <bdi dir="auto">{title}</bdi>
        </h3>
        {period !== null && period !== undefined && <span className={classes.period}>{period}</span>}
      </div>
      {sub !== null && sub !== undefined && sub !== '' && (
        <p className={classes.entrySub}>
          <bdi dir="auto">{sub}</bdi>
        </p>
      )}
      {text !== null && text !== undefined && text.trim() !== '' && (
        <p className={classes.text}>
          <bdi dir="auto">{text}</bdi>
        </p>
      )}
    </li>
  );
}

/** A degree's level, unless its title says it already ("Master's degree in …"). */
const levelUnlessNamed = (level: string | undefined, title: string) =>
  level !== undefined && title.toLocaleLowerCase().includes(level.toLocaleLowerCase()) ? undefined : level;

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

function Resume({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const { userProfile: u } = profile;
  const educations = profile.userEducations ?? [];
  const languages = profile.userLanguages ?? [];
  const certifications = profile.userCertifications ?? [];
  const contact = [u.email, u.phoneMobile].filter(present);
  const empty =
    !present(u.aboutMe) &&
    profile.experiences.length === 0 &&
    educations.length === 0 &&
    profile.userSkills.length === 0;

  return (
    <>
      <Group justify="space-between" gap="sm" className={classes.toolbar} data-no-print>
        <Anchor component={Link} to="/profile" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden className={classes.backIcon} />
            {t('profile.resume.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('profile.resume.print')}
        </Button>
      </Group>
      {empty && (
        <Alert color="blue" className={classes.toolbar} data-no-print>
          {t('profile.resume.emptyHint')}
        </Alert>
      )}
      <article className={classes.sheet} data-resume-sheet aria-labelledby="resume-name">
        <header className={classes.head}>
          <h1 className={classes.name} id="resume-name">
            <bdi dir="auto">{u.fullName}</bdi>
          </h1>
          {present(u.title) && (
            <p className={classes.headline}>
              <bdi dir="auto">{u.title}</bdi>
            </p>
          )}
          {contact.length > 0 && (
            <ul className={classes.contact} aria-label={t('profile.resume.contact')}>
              {contact.map((c) => (
                <li key={c} dir="ltr">
                  {c}
                </li>
              ))}
            </ul>
          )}
        </header>
        {present(u.aboutMe) && (
          <Section id="about" title={t('profile.resume.about')}>
            <p className={classes.text}>
              <bdi dir="auto">{u.aboutMe}</bdi>
            </p>
          </Section>
        )}
        {profile.experiences.length > 0 && (
          <Section id="experience" title={t('profile.resume.experience')}>
            <ul className={classes.entries}>
              {profile.experiences.map((e) => (
                <Entry
                  key={e.id}
                  title={e.jobTitle}
                  sub={e.companyName}
                  period={period(e.dateFrom, e.dateTo, e.isCurrent)}
                  text={e.jobDescription}
                />
              ))}
            </ul>
          </Section>
        )}
        {educations.length > 0 && (
          <Section id="education" title={t('profile.resume.education')}>
            <ul className={classes.entries}>
              {educations.map((e) => (
                <Entry
                  key={e.id}
                  title={e.degreeTitle}
                  sub={[levelUnlessNamed(e.degreeLevel?.degreeName, e.degreeTitle), e.universityName]
                    .filter(present)
                    .join(' · ')}
                  period={period(e.startDate, e.endDate)}
                />
              ))}
            </ul>
          </Section>
        )}
        <div className={classes.columns}>
          {profile.userSkills.length > 0 && (
            <Section id="skills" title={t('profile.resume.skills')}>
              <ul className={classes.tags}>
                {profile.userSkills.map((s) => (
                  <li key={s.id} className={classes.tag}>
                    <bdi dir="auto">{s.skill.skillName}</bdi>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {languages.length > 0 && (
            <Section id="languages" title={t('profile.resume.languages')}>
              <ul className={classes.entries}>
                {languages.map((l) => (
                  <li key={l.id}>
                    <bdi dir="auto">{l.language.languageName}</bdi>
                    {' — '}
                    <bdi dir="auto">{l.skillLevel.levelTitle}</bdi>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
        {certifications.length > 0 && (
          <Section id="certifications" title={t('profile.resume.certifications')}>
            <ul className={classes.entries}>
              {certifications.map((c) => (
                <Entry
                  key={c.id}
                  title={c.certificationTitle}
                  sub={c.certificationIssuedBy}
                  period={period(c.certificationIssuedDate, null)}
                />
              ))}
            </ul>
          </Section>
        )}
      </article>
    </>
  );
}
