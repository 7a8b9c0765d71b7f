import type { Page } from 'playwright-core';

/** A published demo job with applicants, and the first applicant, read through the recruiter's API. */
export async function pipelineAddresses(
  page: Page,
): Promise<Record<'sourcing' | 'applicant' | 'candidate', string>> {
  return page.evaluate(async () => {
    const api = '/elevate-be/rest/api';
    const jobs = (await (await fetch(`${api}/hr/my-job/search?limit=50`)).json()) as {
      items: { id: string; status: string; stageCounts: { applied: number } }[];
    };
    const job = jobs.items.find((j) => j.status === 'published' && j.stageCounts.applied > 0);
    if (job === undefined) throw new Error('no published demo job with applicants');
    const pool = (await (await fetch(`${api}/hr/wf/job/${job.id}/applicant-pool?status=applied`)).json()) as {
      items: { candidate: { subject: string } }[];
    };
    const subject = encodeURIComponent(pool.items[0]?.candidate.subject ?? '');
    return {
      sourcing: `/hr/jobs/${job.id}?stage=sourcing&minFit=40`,
      applicant: `/hr/jobs/${job.id}?stage=applicants&candidate=${subject}`,
      candidate: `/hr/candidates/${subject}?jobId=${job.id}`,
    };
  });
}
