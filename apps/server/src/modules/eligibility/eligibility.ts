import type { FastifyBaseLogger } from 'fastify';

/**
 * The checks an application must pass before it is made (decisions.md, "Apply error codes"): the
 * labour-eligibility check (`molapi`) and the identity check (`ropapi`). Each is a provider behind
 * one interface, so that a deployment can replace the built-in rules with a call to the labour
 * ministry's or the civil registry's own API without touching the apply flow.
 */

export type EligibilityCode = 'molapi' | 'ropapi';

/** What a provider needs to know about the job: its place and its own apply rules. */
export interface EligibilityJob {
  id: string;
  countryCode: string;
  /** The country's English name, for messages. */
  countryName: string;
  nationalsOnly: boolean;
  requiresWorkPermit: boolean;
  requiresResidentCard: boolean;
}

/** What a provider needs to know about the job seeker, as their profile states it. */
export interface EligibilitySeeker {
  userId: string;
  nationality: string | null;
  nationalityName: string | null;
  hasWorkPermit: boolean;
  residentCardNo: string | null;
}

/** A provider's answer; a refusal says what the seeker can do about it. */
export type EligibilityResult = { eligible: true } | { eligible: false; message: string };

export interface EligibilityProvider {
  /** The apply error code its refusals carry. */
  readonly code: EligibilityCode;
  /** Names the implementation in logs (`builtin`, or the external service). */
  readonly name: string;
  /**
   * Answers for one job and seeker. An external provider should stop its call when `signal`
   * aborts (the time limit passed); throwing means "could not tell", never "refused".
   */
  check(
    job: EligibilityJob,
    seeker: EligibilitySeeker,
    options?: { signal?: AbortSignal },
  ): Promise<EligibilityResult>;
}

export type EligibilityOutcome =
  { ok: true } | { ok: false; code: EligibilityCode | 'internal'; message: string };

export const DEFAULT_ELIGIBILITY_TIMEOUT_MS = 3000;

export const INTERNAL_MESSAGE =
  'We could not complete the eligibility checks for this job just now. Please try again in a few ' +
  'minutes; if it keeps failing, contact support and quote the request id.';

class ProviderTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'ProviderTimeout';
  }
}

type ProviderAnswer =
  | { kind: 'eligible' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; reason: 'timeout' | 'error'; error: unknown };

async function callWithTimeout(
  provider: EligibilityProvider,
  job: EligibilityJob,
  seeker: EligibilitySeeker,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderTimeout(timeoutMs));
    }, timeoutMs);
  });
  try {
    // Promise.resolve().then() turns a provider that throws synchronously into a rejection too
    const answer = await Promise.race([
      Promise.resolve().then(() => provider.check(job, seeker, { signal: controller.signal })),
      deadline,
    ]);
    return answer.eligible ? { kind: 'eligible' } : { kind: 'refused', message: answer.message };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof ProviderTimeout ? 'timeout' : 'error', error };
  } finally {
    clearTimeout(timer);
  }
}

export interface EligibilityChecker {
  check(job: EligibilityJob, seeker: EligibilitySeeker, log: FastifyBaseLogger): Promise<EligibilityOutcome>;
}

/**
 * Runs every provider at once, each under its own time limit. A refusal the seeker can act on wins
 * over a provider that failed, so that they fix what they can before trying again; the refusal of
 * the first provider in the list wins over later ones, so the answer does not depend on timing.
 * A failure (an exception or no answer in time) becomes `internal`, logged with the request id
 * that the caller's logger carries and that the error answer repeats.
 */
export function createEligibilityChecker(options: {
  providers: readonly EligibilityProvider[];
  timeoutMs?: number;
}): EligibilityChecker {
  const { providers } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_ELIGIBILITY_TIMEOUT_MS;
  return {
    async check(job, seeker, log) {
      const results = await Promise.all(
        providers.map(async (provider) => ({
          provider,
          answer: await callWithTimeout(provider, job, seeker, timeoutMs),
        })),
      );
      for (const { provider, answer } of results) {
        if (answer.kind === 'refused') return { ok: false, code: provider.code, message: answer.message };
      }
      let failed = false;
      for (const { provider, answer } of results) {
        if (answer.kind !== 'failed') continue;
        log.error(
          {
            event: 'eligibility_check_failed',
            check: provider.code,
            provider: provider.name,
            reason: answer.reason,
            jobId: job.id,
            userId: seeker.userId,
            err: answer.error,
          },
          answer.reason === 'timeout'
            ? `eligibility provider did not answer within ${timeoutMs} ms`
            : 'eligibility provider failed',
        );
        failed = true;
      }
      return failed ? { ok: false, code: 'internal', message: INTERNAL_MESSAGE } : { ok: true };
    },
  };
}
