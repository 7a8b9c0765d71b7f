/** The "Getting Started" checklist's steps, in the order the panel shows them. */
export const CHECKLIST_STEPS = [
  'profile',
  'resume',
  'savedSearch',
  'savedJob',
  'followedCompany',
  'application',
] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/** A profile counts as completed from this percentage on. */
export const PROFILE_COMPLETE_PERCENT = 80;

/** The one-time action that records a dismissed step (names follow the server's rule). */
export function dismissAction(step: ChecklistStep): string {
  return `getting_started.${step.toLowerCase()}`;
}

/** What the seeker has done so far; undefined while unknown (a failed call counts as not done). */
export interface ChecklistProgress {
  percentageCompleted?: number | undefined;
  hasResume?: boolean | undefined;
  savedSearches?: number | undefined;
  savedJobs?: number | undefined;
  followedCompanies?: number | undefined;
  applications?: number | undefined;
}

export interface ChecklistItem {
  step: ChecklistStep;
  done: boolean;
  dismissed: boolean;
}

function isDone(step: ChecklistStep, p: ChecklistProgress): boolean {
  switch (step) {
    case 'profile':
      return (p.percentageCompleted ?? 0) >= PROFILE_COMPLETE_PERCENT;
    case 'resume':
      return p.hasResume === true;
    case 'savedSearch':
      return (p.savedSearches ?? 0) > 0;
    case 'savedJob':
      return (p.savedJobs ?? 0) > 0;
    case 'followedCompany':
      return (p.followedCompanies ?? 0) > 0;
    case 'application':
      return (p.applications ?? 0) > 0;
  }
}

/** Every step with whether it is done and whether it was dismissed (by its one-time action). */
export function buildChecklist(progress: ChecklistProgress, doneActions: readonly string[]): ChecklistItem[] {
  const dismissed = new Set(doneActions);
  return CHECKLIST_STEPS.map((step) => ({
    step,
    done: isDone(step, progress),
    dismissed: dismissed.has(dismissAction(step)),
  }));
}

/** The steps still shown: not dismissed. */
export function visibleItems(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.filter((item) => !item.dismissed);
}

export function completedCount(items: readonly ChecklistItem[]): number {
  return items.filter((item) => item.done).length;
}
