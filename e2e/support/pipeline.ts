import type { Page } from 'playwright-core';

/** A published demo job with applicants, and the first applicant, read through the recruiter's API. */
export async function pipelineAddresses(
  page: Page,
): Promise<Record<'sourcing' | 'applicant' | 'candidate', string>> {
  // through the page's context (its cookies), so the page need not have loaded anything yet
  const get = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`/elevate-be/rest/api${path}`);
    if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const jobs = await get<{ items: { id: string; status: string; stageCounts: { applied: number } }[] }>(
    '/hr/my-job/search?limit=50',
  );
  const job = jobs.items.find((j) => j.status === 'published' && j.stageCounts.applied > 0);
  if (job === undefined) throw new Error('no published demo job with applicants');
  const pool = await get<{ items: { candidate: { subject: string; anonymised?: boolean } }[] }>(
    `/hr/wf/job/${job.id}/applicant-pool?status=applied`,
  );
  // a person (another spec may have erased an applicant: an anonymised card has no page)
  const person = pool.items.find((i) => i.candidate.anonymised !== true);
  const subject = encodeURIComponent(person?.candidate.subject ?? '');
  return {
    sourcing: `/hr/jobs/${job.id}?stage=sourcing&minFit=40`,
    applicant: `/hr/jobs/${job.id}?stage=applicants&candidate=${subject}`,
    candidate: `/hr/candidates/${subject}?jobId=${job.id}`,
  };
}
