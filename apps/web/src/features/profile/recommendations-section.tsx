import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerProfileNoteBody, ProfileNote } from '@talent/contracts';
import { IconEye } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequestOrThrow, isApiError } from '../../lib/api-client';
import { graphqlRequest, PROFILE_GRAPHQL_URL } from '../../lib/graphql-client';
import { useMe } from '../session';
import { PROFILE_KEY, useMyProfile, type MyProfile, type UserSkill } from './api';

type Status = 'pending' | 'approved' | 'declined';

/**
 * The one thing the profile query does not say about what others wrote: an endorsement's status.
 * `endorsed` is true once approved; a false one is waiting or declined, which only `status` tells.
 */
export const ENDORSEMENT_STATUS_QUERY = '{ profile { userSkills { endorsements { id status } } } }';

interface StatusAnswer {
  userSkills?: { endorsements?: { id: string; status: string }[] }[];
}

/** One recommendation or endorsement, as the owner's list shows it. */
export interface Note {
  kind: 'recommendations' | 'endorsements';
  id: string;
  status: Status;
  name: string;
  title: string | null;
  photo: string | null;
  /** The recommendation's text, or the endorsed skill's name. */
  text: string;
}

const STATUSES: readonly Status[] = ['pending', 'approved', 'declined'];
/** How many answered ones a group shows before "Show all". */
const FOLDED = 5;
const statusOf = (value: string | undefined): Status =>
  STATUSES.includes(value as Status) ? (value as Status) : 'pending';

type Endorsement = NonNullable<UserSkill['endorsements']>[number] & { status?: string };

/** Whether an endorsement's status must be asked for: not approved, and the profile query did not say. */
const unsure = (e: Endorsement) => e.status === undefined && !e.endorsed;

/**
 * Every note of the profile, waiting ones first, then approved, then declined; recommendations
 * before endorsements within each. `statuses` (by endorsement id) settles the endorsements not approved.
 */
export function notesOf(
  profile: Pick<MyProfile, 'userSkills' | 'userRecommandations'>,
  statuses: Readonly<Record<string, string>> = {},
): Note[] {
  const notes: Note[] = [
    ...(profile.userRecommandations ?? []).map((r): Note => ({
      kind: 'recommendations',
      id: r.id,
      status: statusOf(r.status),
      name: r.recommendedBy.fullName,
      title: r.recommendedBy.title,
      photo: r.recommendedBy.photo,
      text: r.description,
    })),
    ...profile.userSkills.flatMap((s) =>
      (s.endorsements ?? []).map((e: Endorsement): Note => ({
        kind: 'endorsements',
        id: e.id,
        status: statusOf(e.status ?? (e.endorsed ? 'approved' : statuses[e.id])),
        name: e.endorsedBy.fullName,
        title: null,
        photo: e.endorsedBy.photo,
        text: s.skill.skillName,
      })),
    ),
  ];
  return STATUSES.flatMap((status) => notes.filter((n) => n.status === status));
}

/**
 * The notes of the signed-in owner's profile: the profile query (shared with the screen, so read
 * once), and the endorsements' statuses only when some endorsement is not approved.
 */
function useProfileNotes() {
  const profile = useMyProfile();
  const needed = profile.data?.userSkills.some((s) => (s.endorsements ?? []).some(unsure)) ?? false;
  const statuses = useQuery({
    queryKey: [...PROFILE_KEY, 'endorsement-statuses'],
    queryFn: async ({ signal }): Promise<Record<string, string>> => {
      const data = await graphqlRequest<{ profile: StatusAnswer | null }>(
        PROFILE_GRAPHQL_URL,
        ENDORSEMENT_STATUS_QUERY,
        undefined,
        { signal },
      );
      if (data?.profile == null) throw new Error('endorsement statuses unavailable');
      return Object.fromEntries(
        (data.profile.userSkills ?? []).flatMap((s) => (s.endorsements ?? []).map((e) => [e.id, e.status])),
      );
    },
    enabled: needed,
  });
  const refetch = () => Promise.all([profile.refetch(), ...(needed ? [statuses.refetch()] : [])]);
  if (profile.isPending || (needed && statuses.isPending)) return { state: 'pending' as const, refetch };
  if (profile.isError || (needed && statuses.isError)) return { state: 'error' as const, refetch };
  return { state: 'done' as const, notes: notesOf(profile.data, statuses.data), refetch };
}

/** PUT /api/job-seeker/profile/{recommendations|endorsements}/{id} with the owner's answer. */
function useAnswerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ note, status }: { note: Note; status: AnswerProfileNoteBody['status'] }) =>
      apiRequestOrThrow<ProfileNote>('PUT', `/api/job-seeker/profile/${note.kind}/${note.id}`, {
        body: { status } satisfies AnswerProfileNoteBody,
      }),
    // answered, or answered already elsewhere (409): either way the list is read again
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** A link from the owner's profile to the page others see. */
export function ViewAsOthersLink() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.data == null) return null;
  return (
    <Anchor
      component={Link}
      to={`/profile/${encodeURIComponent(me.data.subject)}`}
      size="sm"
      fw={600}
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      <IconEye size={16} aria-hidden />
      {t('profileNotes.section.viewAsOthers')}
    </Anchor>
  );
}

const STATUS_KEYS = {
  pending: 'profileNotes.section.pending',
  approved: 'profileNotes.section.approved',
  declined: 'profileNotes.section.declined',
} as const;

/** /profile: the recommendations and endorsements others wrote; the owner approves or declines each. */
export function RecommendationsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useProfileNotes();
  const answer = useAnswerNote();
  const [problem, setProblem] = useState<{ id: string; message: string } | null>(null);
  // answered ones stay in a short list: a few at first, all on request (and once the owner answers)
  const [showAll, setShowAll] = useState<ReadonlySet<Status>>(new Set(['pending']));

  const respond = (note: Note, status: AnswerProfileNoteBody['status']) => {
    setProblem(null);
    // where it lands (or, after a 409, where it stood) is shown in full
    setShowAll(new Set(STATUSES));
    answer.mutate(
      { note, status },
      {
        onError: (error) =>
          setProblem({
            id: note.id,
            message: isApiError(error, 409)
              ? t('profileNotes.section.alreadyAnswered')
              : isApiError(error, 404)
                ? t('profileNotes.section.gone')
                : t('profileNotes.section.answerFailed'),
          }),
      },
    );
  };

  const notes = query.state === 'done' ? query.notes : [];
  const groups = STATUSES.map((status) => ({
    status,
    notes: notes.filter((n) => n.status === status),
  })).filter((g) => g.notes.length > 0);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('profileNotes.section.heading')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t('profileNotes.section.onlyApproved')}
      </Text>
      {query.state === 'pending' ? (
        <Text c="dimmed">{t('profileNotes.section.loading')}</Text>
      ) : query.state === 'error' ? (
        <Alert color="red" role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('profileNotes.section.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : groups.length === 0 ? (
        <Text c="dimmed">{t('profileNotes.section.empty')}</Text>
      ) : (
        <Stack gap="md">
          {groups.map((group) => {
            const folded = !showAll.has(group.status) && group.notes.length > FOLDED + 1;
            const shown = folded ? group.notes.slice(0, FOLDED) : group.notes;
            return (
              <section key={group.status} aria-labelledby={`${headingId}-${group.status}`}>
                <Title order={3} size="h6" id={`${headingId}-${group.status}`} mb="xs">
                  {t(STATUS_KEYS[group.status], { total: group.notes.length })}
                </Title>
                <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                  {shown.map((note) => (
                    <li key={`${note.kind}-${note.id}`}>
                      <NoteItem
                        note={note}
                        busy={answer.isPending && answer.variables.note.id === note.id}
                        problem={problem?.id === note.id ? problem.message : null}
                        onAnswer={(status) => respond(note, status)}
                      />
                    </li>
                  ))}
                </Stack>
                {folded && (
                  <Button
                    variant="subtle"
                    size="xs"
                    mt="xs"
                    onClick={() => setShowAll((old) => new Set(old).add(group.status))}
                  >
                    {t('profileNotes.section.showAll', { total: group.notes.length })}
                  </Button>
                )}
              </section>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

function NoteItem({
  note,
  busy,
  problem,
  onAnswer,
}: {
  note: Note;
  busy: boolean;
  problem: string | null;
  onAnswer: (status: AnswerProfileNoteBody['status']) => void;
}) {
  const { t } = useTranslation();
  const recommendation = note.kind === 'recommendations';
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Avatar src={note.photo} alt="" size={40} radius={40} color="brand" name={note.name} />
      <Stack gap={4} miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
        <Group gap="xs">
          <Text fw={600}>
            <bdi>{note.name}</bdi>
          </Text>
          {/* the status is the group's heading; the badge says what it is (brand colours pass WCAG contrast) */}
          <Badge variant="light" tt="none">
            {recommendation
              ? t('profileNotes.section.recommendation')
              : t('profileNotes.section.endorsement')}
          </Badge>
        </Group>
        {note.title !== null && (
          <Text size="sm" c="dimmed">
            <bdi>{note.title}</bdi>
          </Text>
        )}
        {recommendation ? (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {note.text}
          </Text>
        ) : (
          <Text size="sm">{t('profileNotes.section.endorsed', { skill: note.text })}</Text>
        )}
        {note.status === 'pending' && (
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              loading={busy}
              onClick={() => onAnswer('approved')}
              aria-label={
                recommendation
                  ? t('profileNotes.section.approveRecommendation', { name: note.name })
                  : t('profileNotes.section.approveEndorsement', { name: note.name, skill: note.text })
              }
            >
              {t('profileNotes.section.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => onAnswer('declined')}
              aria-label={
                recommendation
                  ? t('profileNotes.section.declineRecommendation', { name: note.name })
                  : t('profileNotes.section.declineEndorsement', { name: note.name, skill: note.text })
              }
            >
              {t('profileNotes.section.decline')}
            </Button>
          </Group>
        )}
        {problem !== null && (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        )}
      </Stack>
    </Group>
  );
}
