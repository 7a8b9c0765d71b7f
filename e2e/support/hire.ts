import type { Page } from 'playwright-core';
import { api } from './answers.js';

/** The seeker's API from a signed-in page (paths under `/elevate-be/rest/api`). */
const call = <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  api<T>(page, method, `/api${path}`, body);

/**
 * The job seeker's side of the hire, through the seeker's own API as the seeker's screens call it:
 * `page` is signed in as the job seeker.
 */
export const seekerApi = {
  /** Accepts the seeker's pending invitation to the job; answers the application it made. */
  async acceptInvitation(page: Page, jobId: string): Promise<string> {
    const mine = await call<{ items: { id: string; status: string; job: { id: string } }[] }>(
      page,
      'GET',
      '/job-seeker/my-invitation?limit=50',
    );
    const invitation = mine.items.find((i) => i.job.id === jobId && i.status === 'pending');
    if (invitation === undefined) throw new Error(`no pending invitation to job ${jobId}`);
    const answer = await call<{ status: string; application: { id: string } | null }>(
      page,
      'PUT',
      '/job-seeker/my-invitation/acceptOrReject',
      { invitationId: invitation.id, accept: true },
    );
    if (answer.status !== 'accepted' || answer.application === null)
      throw new Error(`accepting the invitation answered ${JSON.stringify(answer)}`);
    return answer.application.id;
  },

  /** Accepts the interview scheduled on the seeker's application. */
  async acceptInterview(page: Page, applicationId: string): Promise<void> {
    const application = await call<{ assessments: { id: string; status: string }[] }>(
      page,
      'GET',
      `/job-seeker/my-application/${applicationId}`,
    );
    const interview = application.assessments.find((a) => a.status === 'scheduled');
    if (interview === undefined) throw new Error(`no scheduled interview on application ${applicationId}`);
    const answer = await call<{ status: string }>(page, 'POST', '/job-seeker/assesment/acceptOrReject', {
      id: interview.id,
      accept: true,
    });
    if (answer.status !== 'accepted') throw new Error(`accepting the interview answered ${answer.status}`);
  },

  /** Accepts the offer waiting for an answer on the job. */
  async acceptOffer(page: Page, jobId: string): Promise<void> {
    const mine = await call<{ items: { id: string; status: string; job: { id: string } }[] }>(
      page,
      'GET',
      '/offers?status=sent&limit=50',
    );
    const offer = mine.items.find((o) => o.job.id === jobId);
    if (offer === undefined) throw new Error(`no offer waiting for an answer on job ${jobId}`);
    const answer = await call<{ status: string }>(page, 'PUT', '/job-seeker/offer/acceptOrReject', {
      offerId: offer.id,
      accept: true,
    });
    if (answer.status !== 'accepted') throw new Error(`accepting the offer answered ${answer.status}`);
  },
};

/**
 * The day (`YYYY-MM-DD`) and minute (`HH:MM`) of the first whole minute at least `leadMs` from now,
 * in the page's time zone (the one the schedule dialog offers first), and that instant.
 */
export async function nextMinute(
  page: Page,
  leadMs: number,
): Promise<{ day: string; time: string; at: number }> {
  return page.evaluate((lead) => {
    const at = Math.ceil((Date.now() + lead) / 60_000) * 60_000;
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
      at,
    };
  }, leadMs);
}
