import { Avatar, type MantineSize } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { iconSize } from '../../../../app/theme';

/**
 * A candidate of whom nothing may be shown: an erased account, or an application the organisation's
 * retention anonymised. The server then sends a placeholder name and a subject that leads nowhere.
 */
export function isAnonymised(candidate: { anonymised?: boolean | undefined } | null | undefined): boolean {
  return candidate?.anonymised === true;
}

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
