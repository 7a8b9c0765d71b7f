import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, signInThroughLoginPage } from './accounts.js';
import { pipelineAddresses } from './pipeline.js';

/** The showcase organisation's admin (`hr_admin`) and its plain member with no role yet (README). */
export const DEMO_HR_ADMIN = 'hradmin@demo.test';
export const DEMO_INTERVIEWER = 'interviewer@demo.test';
export const DEMO_INTERVIEWER_NAME = 'Maryam Al Harthy';

export const API = '/elevate-be/rest/api';

/** Signs in through the real login page, asking to come back to `path`, and waits to land there. */
export async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signInThroughLoginPage(page, email, DEMO_PASSWORD, encodeURIComponent(path));
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits until the main heading is shown and no loader is left in the main area. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelector('main .mantine-Loader-root') === null);
}

/**
 * Chooses an option of a Mantine Select (a combobox input and a listbox of options in a portal),
 * unless it is chosen already: clicking the chosen option again would clear the field.
 */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.waitFor();
  if ((await field.inputValue()) === option) return;
  await field.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`);
  if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface InterviewSlot {
  jobId: string;
  jobTitle: string;
  /** A shortlisted application of the job, so one that may have an interview scheduled. */
  subject: string;
  fullName: string;
  applicationId: string;
}

/**
 * A published job of the admin's organisation with a shortlisted applicant, read through the
 * recruiter's API as the signed-in admin. Not the job the accessibility and layout specs open
 * (support/pipeline.ts), whose applicants must stay as they are for the specs that run after this one.
 */
export async function jobWithShortlistedApplicant(page: Page): Promise<InterviewSlot> {
  const avoided = /\/hr\/jobs\/([^?]+)/.exec((await pipelineAddresses(page)).sourcing)?.[1];
  const jobs = await json<{
    items: { id: string; title: string; status: string; stageCounts: { shortlisted: number } }[];
  }>(page.request, '/hr/my-job/search?limit=50&sort=newest');
  for (const job of jobs.items) {
    if (job.status !== 'published' || job.id === avoided || job.stageCounts.shortlisted === 0) continue;
    const shortlist = await json<{
      items: {
        status: string | null;
        applicationId: string | null;
        candidate: { subject: string; fullName: string };
      }[];
    }>(page.request, `/hr/wf/job/${job.id}/shortlist?limit=50`);
    const found = shortlist.items.find((i) => i.status === 'shortlisted' && i.applicationId !== null);
    if (found?.applicationId != null) {
      return {
        jobId: job.id,
        jobTitle: job.title,
        subject: found.candidate.subject,
        fullName: found.candidate.fullName,
        applicationId: found.applicationId,
      };
    }
  }
  throw new Error(
    'no published demo job (other than the one of support/pipeline.ts) has a shortlisted applicant',
  );
}
