import { useQuery } from '@tanstack/react-query';
import { myProfileQuery, type MyProfile, type ProfileFile, type ProfileLocation } from './api';

/**
 * The profile fields the header, the personal details and the video CVs read (where the person
 * lives, years of experience, each video CV with its id), selected from the screen's one query.
 */
export interface VideoCv {
  id: string;
  isDefault: boolean;
  videoCv: ProfileFile | null;
}

export interface ProfileExtras {
  userProfile: { yearsOfExperience: number | null; location: ProfileLocation | null };
  userProfileVideoCvs: VideoCv[];
}

export const extrasOf = (profile: MyProfile): ProfileExtras => ({
  userProfile: {
    yearsOfExperience: profile.userProfile.yearsOfExperience ?? null,
    location: profile.userProfile.location ?? null,
  },
  userProfileVideoCvs: profile.userProfileVideoCvs ?? [],
});

export function useProfileExtras() {
  return useQuery({ ...myProfileQuery, select: extrasOf });
}

/** The address that downloads a stored file as an attachment (the file manager's). */
export const downloadUrlOf = (fileId: string): string => `/fm/download/${fileId}`;

/** "2.4 MB", "812 kB", "0.9 kB": a size people read (never "943 byte"). */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
