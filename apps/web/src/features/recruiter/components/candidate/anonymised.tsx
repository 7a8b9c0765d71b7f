import { Anchor, Avatar, type AnchorProps, type MantineSize, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../../app/theme';

/**
 * A candidate of whom nothing may be shown: an erased account, or an application the organisation's
 * retention anonymised. The server then sends a placeholder name and a subject that leads nowhere.
 */
export function isAnonymised(candidate: { anonymised?: boolean | undefined } | null | undefined): boolean {
  return candidate?.anonymised === true;
}

export { isAnonymisedSubject } from '../../api/anonymised-subject';

/** The name to show: the person's, or "Anonymised candidate" in the reader's language. */
export function candidateDisplayName(
  candidate: { fullName: string; anonymised?: boolean | undefined },
  t: TFunction,
): string {
  return isAnonymised(candidate) ? t('recruiter.candidate.anonymised') : candidate.fullName;
}

interface CandidateAvatarProps {
  candidate: { fullName: string; photoUrl?: string | null; anonymised?: boolean | undefined } | null;
  /** The name when there is no card (a row that names the person only). */
  fullName?: string;
  size: MantineSize;
}

/**
 * The candidate's photo or initials, beside their name (so decorative: `alt=""`). An anonymised
 * candidate gets a neutral icon instead: no initials of the placeholder name.
 */
export function CandidateAvatar({ candidate, fullName, size }: CandidateAvatarProps) {
  if (isAnonymised(candidate)) {
    return (
      <Avatar alt="" color="gray" variant="light" size={size} data-anonymised>
        <IconUserOff size={size === 'lg' ? iconSize.md : iconSize.sm} aria-hidden />
      </Avatar>
    );
  }
  return (
    <Avatar
      src={candidate?.photoUrl ?? null}
      name={candidate?.fullName ?? fullName ?? ''}
      alt=""
      color="brand"
      variant="filled"
      size={size}
    />
  );
}

interface CandidateLinkProps extends Pick<AnchorProps, 'size'> {
  candidate: { fullName: string; anonymised?: boolean | undefined };
  /** The candidate's page. */
  to: string;
  /** The link's words when not just the name (`{{name}}` is the name). */
  label?: (name: string) => string;
}

/**
 * The candidate's name as a link to their page; an anonymised candidate has no page to open, so
 * their words ("Anonymised candidate") stand as plain text.
 */
export function CandidateLink({ candidate, to, label, size }: CandidateLinkProps) {
  const { t } = useTranslation();
  if (isAnonymised(candidate)) {
    return (
      <Text span inherit {...(size !== undefined ? { size } : {})} data-anonymised>
        {candidateDisplayName(candidate, t)}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={to} {...(size !== undefined ? { size } : {})}>
      {label !== undefined ? label(candidate.fullName) : candidate.fullName}
    </Anchor>
  );
}
