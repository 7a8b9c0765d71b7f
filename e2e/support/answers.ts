import type { Page } from 'playwright-core';

const API = '/elevate-be/rest/api';

/**
 * One call of the product's API from a signed-in page (its own cookies and origin); throws on an
 * answer that is not 2xx. `/api/…` paths are the API's under `/elevate-be/rest`; others go as given.
 */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    {
      method,
      url: path.startsWith('/api/') ? `${API}${path.slice('/api'.length)}` : path,
      body,
    },
  );
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return (answer.text === '' ? undefined : JSON.parse(answer.text)) as T;
}

interface Listed {
  items: { id: string; job: { id: string } }[];
}

/**
 * A published job of the recruiter's organisation that the seeker has neither applied to nor been
 * invited to: the story of one spec starts clean whatever ran before it on the shared server.
 */
export async function untouchedJob(recruiter: Page, seeker: Page): Promise<{ id: string; title: string }> {
  const jobs = await api<{ items: { id: string; title: string }[] }>(
    recruiter,
    'GET',
    '/api/hr/my/job?status=published&limit=50',
  );
  const applied = await api<Listed>(seeker, 'GET', '/api/job-seeker/my-application?limit=50');
  const invited = await api<Listed>(seeker, 'GET', '/api/job-seeker/my-invitation?limit=50');
  const taken = new Set([...applied.items, ...invited.items].map((x) => x.job.id));
  const job = jobs.items.find((j) => !taken.has(j.id));
  if (job === undefined) throw new Error('every published job of the recruiter already has the seeker');
  return job;
}

/** The recruiter's side of the story, through the recruiter's API. */
export const recruiterApi = {
  invite: (recruiter: Page, jobId: string, subject: string, message: string) =>
    api(recruiter, 'POST', `/api/hr/job-invitation/${jobId}`, { subject, message }),

  shortlist: (recruiter: Page, jobId: string, subject: string) =>
    api(recruiter, 'PUT', `/api/hr/wf/job/${jobId}/shortlist/${encodeURIComponent(subject)}`, {}),

  schedule: (
    recruiter: Page,
    body: { applicationId: string; startsAt: string; endsAt: string; participant: string },
  ) =>
    api<{ id: string; startsAt: string }>(recruiter, 'POST', '/api/hr/assesment/schedule', {
      applicationId: body.applicationId,
      kind: 'interview',
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      timeZone: 'Asia/Muscat',
      meetingUrl: 'https://meet.example.com/e2e-answers',
      participants: [body.participant],
      note: 'We will talk about your last project.',
    }),

  sendOffer: (recruiter: Page, applicationId: string) =>
    api<{ id: string }>(recruiter, 'POST', '/api/hr/offer/send', {
      applicationId,
      salary: 2400,
      currency: 'OMR',
      period: 'month',
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      message: 'We would be glad to have you on the team.',
    }),
};

/** The signed-in account's subject. */
export async function subjectOf(page: Page): Promise<string> {
  return (await api<{ subject: string }>(page, 'GET', '/uaa/me')).subject;
}
