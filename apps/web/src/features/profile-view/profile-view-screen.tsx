// the lazy route brings the styles of the parts only it uses
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProfileViewResponse } from '@talent/contracts';
import {
  IconBuilding,
  IconCheck,
  IconEyeOff,
  IconMessagePlus,
  IconSchool,
  IconThumbUp,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { usePageTitle } from '../../lib/use-page-title';
import { useEndorseSkill, useProfileView } from './api';
import classes from './profile-view.module.css';
import { RecommendDialog } from './recommend-dialog';

type Place = ProfileViewResponse['place'];

/** "Muscat, Oman" from the parts a place has, with the reader's comma. */
export function placeText(place: Place, separator = ', '): string | null {
  if (place === null) return null;
  const parts = [place.cityName, place.stateName, place.countryName]
    .filter((p): p is string => p !== null && p.trim() !== '')
    // a city named as its state ("Muscat, Muscat") is said once
    .filter((p, i, all) => i === 0 || p.toLocaleLowerCase() !== all[i - 1]?.toLocaleLowerCase());
  return parts.length === 0 ? null : parts.join(separator);
}

function usePlaceText() {
  const { t } = useTranslation();
  const separator = t('profileView.page.placeSeparator');
  return (place: Place) => placeText(place, separator);
}

/** "Mar 2021" in the reader's language, from YYYY-MM-DD. */
function formatMonth(date: string, locale: Locale): string {
  const [year, month] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)),
  );
}

/** "Mar 2021 – Present", "Mar 2021 – Jun 2023", "Mar 2021" or null. */
function usePeriod() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (from: string | null, to: string | null, current = false): string | null => {
    const end = current ? t('profileView.page.present') : to === null ? null : formatMonth(to, locale);
    if (from === null) return end;
    const start = formatMonth(from, locale);
    return end === null ? start : t('profileView.page.period', { from: start, to: end });
  };
}

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toLocaleUpperCase();

/** /profile/{subject}: a job seeker's profile as the signed-in caller may see it, read only. */
export function ProfileViewScreen({ subject }: { subject: string }) {
  const { t } = useTranslation();
  const query = useProfileView(subject);
  usePageTitle(query.data?.fullName ?? t('profileView.page.title'));

  if (query.isPending) return <PageLoader label={t('profileView.page.loading')} />;
  if (query.isError) {
    // private and unknown are the same answer: the page does not tell them apart either
    if (isApiError(query.error, 400, 404))
      return (
        <Card withBorder padding="lg" maw={880}>
          <EmptyState
            icon={IconEyeOff}
            headingOrder={1}
            title={t('profileView.page.unavailableTitle')}
            message={t('profileView.page.unavailableMessage')}
            action={
              <Button component={Link} to="/jobs" variant="default">
                {t('profileView.page.backToJobs')}
              </Button>
            }
          />
        </Card>
      );
    return (
      <ErrorState
        headingOrder={1}
        title={t('profileView.page.errorTitle')}
        message={t('profileView.page.errorMessage')}
        retryLabel={t('common.actions.retry')}
        onRetry={() => void query.refetch()}
        error={query.error}
      />
    );
  }
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: ProfileViewResponse }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const placeText = usePlaceText();
  const [recommending, setRecommending] = useState(false);
  const [recommended, setRecommended] = useState(false);
  const place = placeText(profile.place);
  // someone else on a profile recruiters can find: endorse and recommend (the server's rule)
  const visitor = profile.canRecommend;

  return (
    <Stack gap="lg" maw={880}>
      {profile.own && (
        <Alert color="blue" title={t('profileView.page.ownTitle')}>
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('profileView.page.ownMessage')}</Text>
            <Button component={Link} to="/profile" variant="default" size="xs" mt={4}>
              {t('profileView.page.ownBack')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Card withBorder padding={0}>
        <div
          className={classes.cover}
          style={
            profile.backgroundUrl === null
              ? undefined
              : { backgroundImage: `url(${JSON.stringify(profile.backgroundUrl)})` }
          }
        />
        <Stack gap="sm" p="lg" pt={0}>
          <Avatar
            src={profile.photoUrl}
            alt={
              profile.photoUrl === null
                ? undefined
                : t('profileView.page.photoAlt', { name: profile.fullName })
            }
            size={112}
            radius={112}
            color="brand"
            className={classes.photo}
          >
            {initialsOf(profile.fullName)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{profile.fullName}</bdi>
            </Title>
            {profile.title !== null && profile.title !== '' && (
              <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{profile.title}</bdi>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {[
                place === null ? null : <bdi key="place">{place}</bdi>,
                profile.careerLevel?.name == null ? null : <bdi key="level">{profile.careerLevel.name}</bdi>,
                profile.yearsOfExperience === null
                  ? null
                  : t('profileView.page.years', { count: profile.yearsOfExperience }),
              ]
                .filter((part) => part !== null)
                .flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}
            </Text>
          </Stack>
          <Contact profile={profile} />
          {visitor && (
            <Group gap="xs">
              <Button
                leftSection={<IconMessagePlus size={18} aria-hidden />}
                onClick={() => {
                  setRecommended(false);
                  setRecommending(true);
                }}
              >
                {t('profileView.recommend.open')}
              </Button>
            </Group>
          )}
          {recommended && (
            <Alert color="green" role="status" icon={<IconCheck size={18} aria-hidden />}>
              {t('profileView.recommend.sent', { name: profile.fullName })}
            </Alert>
          )}
        </Stack>
      </Card>

      {profile.about !== null && profile.about.trim() !== '' && (
        <Section title={t('profileView.sections.about')}>
          <Text dir="auto" className={classes.text}>
            {profile.about}
          </Text>
        </Section>
      )}

      {profile.experiences.length > 0 && (
        <Section title={t('profileView.sections.experience')}>
          <Entries>
            {profile.experiences.map((e) => (
              <Entry
                key={e.id}
                logo={e.companyLogoUrl}
                placeholder={<IconBuilding size={24} stroke={1.5} aria-hidden />}
                title={e.jobTitle}
                lines={[
                  [e.companyName, e.employmentType?.name],
                  period(e.dateFrom, e.dateTo, e.isCurrent),
                  placeText(e.place),
                ]}
                text={e.description}
              />
            ))}
          </Entries>
        </Section>
      )}

      {profile.educations.length > 0 && (
        <Section title={t('profileView.sections.education')}>
          <Entries>
            {profile.educations.map((e) => (
              <Entry
                key={e.id}
                placeholder={<IconSchool size={24} stroke={1.5} aria-hidden />}
                title={e.universityName ?? e.degreeTitle ?? e.degreeLevel?.name ?? ''}
                lines={[
                  [
                    // "Master's degree" is left out before "Master's degree in Software Engineering"
                    e.degreeTitle
                      ?.toLocaleLowerCase()
                      .includes(e.degreeLevel?.name?.toLocaleLowerCase() ?? '\u0000')
                      ? null
                      : e.degreeLevel?.name,
                    e.degreeTitle === e.universityName ? null : e.degreeTitle,
                    e.specialization?.name,
                  ],
                  period(e.startDate, e.endDate),
                  placeText(e.place),
                ]}
              />
            ))}
          </Entries>
        </Section>
      )}

      <SkillsSection profile={profile} />

      {profile.languages.length > 0 && (
        <Section title={t('profileView.sections.languages')}>
          <Entries>
            {profile.languages.map((l) => (
              <Entry key={l.id} title={l.language?.name ?? ''} lines={[l.level?.name ?? null]} compact />
            ))}
          </Entries>
        </Section>
      )}

      {profile.certifications.length > 0 && (
        <Section title={t('profileView.sections.certifications')}>
          <Entries>
            {profile.certifications.map((c) => (
              <Entry key={c.id} title={c.title} lines={[c.issuedBy, period(c.issuedDate, null)]} compact />
            ))}
          </Entries>
        </Section>
      )}

      {profile.awards.length > 0 && (
        <Section title={t('profileView.sections.awards')}>
          <Entries>
            {profile.awards.map((a) => (
              <Entry key={a.id} title={a.title} lines={[a.issuedBy, period(a.issuedDate, null)]} compact />
            ))}
          </Entries>
        </Section>
      )}

      {profile.trainings.length > 0 && (
        <Section title={t('profileView.sections.trainings')}>
          <Entries>
            {profile.trainings.map((c) => (
              <Entry
                key={c.id}
                title={c.name}
                lines={[[c.instituteName, c.subject], period(c.startDate, c.endDate)]}
                text={c.description}
              />
            ))}
          </Entries>
        </Section>
      )}

      {profile.projects.length > 0 && (
        <Section title={t('profileView.sections.projects')}>
          <Entries>
            {profile.projects.map((p) => (
              <Entry
                key={p.id}
                logo={p.coverUrl}
                title={p.title}
                lines={[p.companyName, period(p.startDate, p.endDate), placeText(p.place)]}
                text={p.description}
                link={p.url}
              />
            ))}
          </Entries>
        </Section>
      )}

      {profile.volunteerWorks.length > 0 && (
        <Section title={t('profileView.sections.volunteering')}>
          <Entries>
            {profile.volunteerWorks.map((v) => (
              <Entry
                key={v.id}
                logo={v.coverUrl}
                title={v.title}
                lines={[period(v.startDate, v.endDate), placeText(v.place)]}
                text={v.description}
                link={v.link}
              />
            ))}
          </Entries>
        </Section>
      )}

      {profile.interests.length > 0 && (
        <Section title={t('profileView.sections.interests')}>
          <Group gap="xs">
            {profile.interests.map((i) => (
              <Badge key={i.id} variant="light" tt="none" size="lg">
                <bdi>{i.interest?.name ?? ''}</bdi>
              </Badge>
            ))}
          </Group>
        </Section>
      )}

      <Section title={t('profileView.sections.recommendations')}>
        {profile.recommendations.length === 0 ? (
          <Text c="dimmed">
            {profile.own
              ? t('profileView.sections.noRecommendationsOwn')
              : t('profileView.sections.noRecommendations', { name: profile.fullName })}
          </Text>
        ) : (
          <Entries>
            {profile.recommendations.map((r) => (
              <li key={r.id} className={classes.entry}>
                <Avatar src={r.recommender.photoUrl} alt="" size={48} radius={48} color="brand">
                  {initialsOf(r.recommender.fullName ?? '')}
                </Avatar>
                <div className={classes.entryBody}>
                  <Title order={3} size="h5">
                    <bdi>{r.recommender.fullName ?? t('profileView.page.someone')}</bdi>
                  </Title>
                  {r.recommender.title !== null && (
                    <Text size="sm" c="dimmed">
                      <bdi>{r.recommender.title}</bdi>
                    </Text>
                  )}
                  <Text mt="xs" dir="auto" className={classes.text} component="blockquote" m={0}>
                    {r.description}
                  </Text>
                </div>
              </li>
            ))}
          </Entries>
        )}
      </Section>

      {visitor && (
        <RecommendDialog
          subject={profile.subject}
          name={profile.fullName}
          opened={recommending}
          onClose={() => setRecommending(false)}
          onSent={() => {
            setRecommending(false);
            setRecommended(true);
          }}
        />
      )}
    </Stack>
  );
}

function Contact({ profile }: { profile: ProfileViewResponse }) {
  const { t } = useTranslation();
  const links: ReactNode[] = [];
  if (profile.contact?.email != null)
    links.push(
      <Anchor
        key="email"
        href={`mailto:${profile.contact.email}`}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        <bdi>{profile.contact.email}</bdi>
      </Anchor>,
    );
  if (profile.contact?.phone != null)
    links.push(
      <Anchor key="phone" href={`tel:${profile.contact.phone}`} size="sm">
        <bdi dir="ltr">{profile.contact.phone}</bdi>
      </Anchor>,
    );
  for (const online of profile.onlineProfiles) {
    for (const [network, label] of [
      ['linkedin', 'LinkedIn'],
      ['twitter', 'X (Twitter)'],
      ['facebook', 'Facebook'],
    ] as const) {
      const href = online[network];
      if (href !== null && /^https?:\/\//iu.test(href))
        links.push(
          <Anchor
            key={`${online.id}-${network}`}
            href={href}
            size="sm"
            target="_blank"
            rel="noopener noreferrer"
          >
            {label}
          </Anchor>,
        );
    }
  }
  if (links.length === 0) return null;
  return (
    <Group gap="md" wrap="wrap" aria-label={t('profileView.page.contact')} role="group">
      {links}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Entries({ children }: { children: ReactNode }) {
  return <ul className={classes.list}>{children}</ul>;
}

function Entry({
  title,
  lines,
  text,
  logo,
  placeholder,
  link,
  compact = false,
}: {
  title: string;
  /** Each line under the title: a text, or parts shown apart (each isolated, for mixed scripts). */
  lines: (string | null | undefined | readonly (string | null | undefined)[])[];
  text?: string | null;
  logo?: string | null;
  /** Shown in the logo's place when there is none, or when it does not load. */
  placeholder?: ReactNode;
  link?: string | null;
  compact?: boolean;
}) {
  const present = (p: string | null | undefined): p is string => p != null && p.trim() !== '';
  const shown = lines
    .map((line) => (typeof line === 'string' || line == null ? [line] : line).filter(present))
    .filter((parts) => parts.length > 0);
  return (
    <li className={classes.entry}>
      {(logo != null || placeholder !== undefined) && (
        <Avatar src={logo ?? null} alt="" size={48} radius="sm" color="gray">
          {placeholder}
        </Avatar>
      )}
      <div className={classes.entryBody}>
        <Title order={3} size={compact ? 'h6' : 'h5'}>
          <bdi>{title}</bdi>
        </Title>
        {shown.map((parts, i) => (
          <Text key={i} size="sm" c={i === 0 ? undefined : 'dimmed'}>
            {parts.flatMap((part, j) => [...(j === 0 ? [] : [' · ']), <bdi key={j}>{part}</bdi>])}
          </Text>
        ))}
        {link != null && /^https?:\/\//iu.test(link) && (
          <Anchor href={link} size="sm" target="_blank" rel="noopener noreferrer">
            <bdi>{link.replace(/^https?:\/\//iu, '')}</bdi>
          </Anchor>
        )}
        {text != null && text.trim() !== '' && (
          <Text size="sm" mt={4} dir="auto" className={classes.text}>
            {text}
          </Text>
        )}
      </div>
    </li>
  );
}

/** Skills with how many people endorsed each; a visitor endorses one with a button. */
function SkillsSection({ profile }: { profile: ProfileViewResponse }) {
  const { t } = useTranslation();
  const endorse = useEndorseSkill(profile.subject);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<'closed' | 'failed' | null>(null);
  if (profile.skills.length === 0) return null;
  return (
    <Section title={t('profileView.sections.skills')}>
      {profile.canRecommend && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('profileView.skills.endorseHint', { name: profile.fullName })}
        </Text>
      )}
      <Entries>
        {profile.skills.map((s) => (
          <li key={s.id} className={`${classes.entry} ${classes.skill}`}>
            <div className={classes.entryBody}>
              <Text fw={600}>
                <bdi>{s.skill.name ?? ''}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                {t('profileView.skills.endorsements', { count: s.endorsementCount })}
              </Text>
            </div>
            {profile.canRecommend &&
              (s.endorsedByMe ? (
                <Text
                  size="sm"
                  c="dimmed"
                  role="status"
                  style={{ display: 'flex', gap: 4, alignItems: 'center' }}
                >
                  <IconCheck size={16} aria-hidden />
                  {sent.has(s.skill.id)
                    ? t('profileView.skills.endorseSent')
                    : t('profileView.skills.endorsedByYou')}
                </Text>
              ) : (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconThumbUp size={16} aria-hidden />}
                  loading={endorse.isPending && endorse.variables === s.skill.id}
                  aria-label={t('profileView.skills.endorseNamed', { name: s.skill.name ?? '' })}
                  onClick={() => {
                    setProblem(null);
                    endorse.mutate(s.skill.id, {
                      onSuccess: () => setSent((old) => new Set(old).add(s.skill.id)),
                      onError: (error) => {
                        if (isApiError(error, 409)) return;
                        setProblem(isApiError(error, 404) ? 'closed' : 'failed');
                      },
                    });
                  }}
                >
                  {t('profileView.skills.endorse')}
                </Button>
              ))}
          </li>
        ))}
      </Entries>
      {problem !== null && (
        <Alert color="red" role="alert" mt="sm">
          {problem === 'closed' ? t('profileView.recommend.closed') : t('profileView.skills.endorseFailed')}
        </Alert>
      )}
    </Section>
  );
}
