import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { builtInEligibilityProviders } from './built-in.js';
import {
  createEligibilityChecker,
  type EligibilityJob,
  type EligibilityProvider,
  type EligibilitySeeker,
  INTERNAL_MESSAGE,
} from './eligibility.js';
import { identityCheckProvider } from './identity-check.provider.js';
import { labourCheckProvider } from './labour-check.provider.js';

const job = (overrides: Partial<EligibilityJob> = {}): EligibilityJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  countryCode: 'OM',
  countryName: 'Oman',
  nationalsOnly: false,
  requiresWorkPermit: false,
  requiresResidentCard: false,
  ...overrides,
});

const seeker = (overrides: Partial<EligibilitySeeker> = {}): EligibilitySeeker => ({
  userId: '00000000-0000-4000-8000-000000000002',
  nationality: null,
  nationalityName: null,
  hasWorkPermit: false,
  residentCardNo: null,
  ...overrides,
});

/** A logger bound to a request id, as Fastify's request.log is, whose lines the test reads. */
function capturingLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream).child({ requestId: 'req-test-1' }), lines };
}

const provider = (
  code: EligibilityProvider['code'],
  check: EligibilityProvider['check'],
  name = 'test',
): EligibilityProvider => ({ code, name, check });

describe('the built-in labour check (molapi)', () => {
  it('lets anyone apply to a job without labour rules', async () => {
    expect(await labourCheckProvider.check(job(), seeker())).toEqual({ eligible: true });
  });

  it('asks a seeker without a nationality to add it for a nationals-only job', async () => {
    expect(await labourCheckProvider.check(job({ nationalsOnly: true }), seeker())).toEqual({
      eligible: false,
      message:
        'This job is open to nationals of Oman only. If you are one, add your nationality to your profile.',
    });
  });

  it('names the nationality on the profile when it is another one', async () => {
    const result = await labourCheckProvider.check(
      job({ nationalsOnly: true }),
      seeker({ nationality: 'IN', nationalityName: 'India' }),
    );
    expect(result).toEqual({
      eligible: false,
      message:
        'This job is open to nationals of Oman only, and your profile gives your nationality as India. If that is not right, correct your nationality in your profile.',
    });
  });

  it('accepts a national for a nationals-only job', async () => {
    expect(
      await labourCheckProvider.check(job({ nationalsOnly: true }), seeker({ nationality: 'OM' })),
    ).toEqual({ eligible: true });
  });

  it('requires a work permit unless the seeker holds one or is a national', async () => {
    const permitJob = job({ requiresWorkPermit: true });
    const refused = await labourCheckProvider.check(permitJob, seeker({ nationality: 'IN' }));
    expect(refused).toMatchObject({ eligible: false });
    expect(refused.eligible === false && refused.message).toContain('requires a permit to work in Oman');
    expect(
      await labourCheckProvider.check(permitJob, seeker({ nationality: 'IN', hasWorkPermit: true })),
    ).toEqual({ eligible: true });
    expect(await labourCheckProvider.check(permitJob, seeker({ nationality: 'OM' }))).toEqual({
      eligible: true,
    });
  });
});

describe('the built-in identity check (ropapi)', () => {
  const cardJob = job({ requiresResidentCard: true });

  it('asks nothing of a job that does not require a resident card', async () => {
    expect(await identityCheckProvider.check(job(), seeker())).toEqual({ eligible: true });
  });

  it('asks a seeker without a number to add one', async () => {
    expect(await identityCheckProvider.check(cardJob, seeker())).toEqual({
      eligible: false,
      message:
        'This job requires a resident card (civil ID) number. Add yours to your profile and apply again.',
    });
  });

  it.each(['12345', '1234567890123', '12345a', ' 123456', '١٢٣٤٥٦'])('refuses the number %j', async (no) => {
    const result = await identityCheckProvider.check(cardJob, seeker({ residentCardNo: no }));
    expect(result.eligible).toBe(false);
    expect(result.eligible === false && result.message).toContain('must have 6 to 12 digits');
  });

  it.each(['123456', '000123456789'])('accepts the number %j', async (no) => {
    expect(await identityCheckProvider.check(cardJob, seeker({ residentCardNo: no }))).toEqual({
      eligible: true,
    });
  });
});

describe('the eligibility checker', () => {
  it('passes when every built-in check passes', async () => {
    const { log } = capturingLog();
    const checker = createEligibilityChecker({ providers: builtInEligibilityProviders() });
    expect(await checker.check(job(), seeker(), log)).toEqual({ ok: true });
  });

  it('answers with the code and message of the refusing provider', async () => {
    const { log } = capturingLog();
    const checker = createEligibilityChecker({ providers: builtInEligibilityProviders() });
    expect(await checker.check(job({ requiresResidentCard: true }), seeker(), log)).toMatchObject({
      ok: false,
      code: 'ropapi',
    });
  });

  it('prefers the refusal of the first provider in the list when several refuse', async () => {
    const { log } = capturingLog();
    const checker = createEligibilityChecker({ providers: builtInEligibilityProviders() });
    const both = job({ nationalsOnly: true, requiresResidentCard: true });
    expect(await checker.check(both, seeker(), log)).toMatchObject({ ok: false, code: 'molapi' });
  });

  it('turns a provider that does not answer in time into internal, logged with the request id', async () => {
    const { log, lines } = capturingLog();
    let aborted = false;
    const hanging = provider(
      'ropapi',
      (_job, _seeker, options) =>
        new Promise(() => {
          options?.signal?.addEventListener('abort', () => {
            aborted = true;
          });
        }),
      'civil-registry',
    );
    const checker = createEligibilityChecker({ providers: [hanging], timeoutMs: 50 });
    const started = Date.now();
    expect(await checker.check(job(), seeker(), log)).toEqual({
      ok: false,
      code: 'internal',
      message: INTERNAL_MESSAGE,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      requestId: 'req-test-1',
      event: 'eligibility_check_failed',
      check: 'ropapi',
      provider: 'civil-registry',
      reason: 'timeout',
      jobId: job().id,
    });
  });

  it('turns a provider that throws, at once or later, into internal and logs the error', async () => {
    const { log, lines } = capturingLog();
    const throwsAtOnce = provider('molapi', () => {
      throw new Error('labour ministry API answered 502');
    });
    const rejects = provider('ropapi', async () => {
      throw new Error('registry certificate expired');
    });
    const checker = createEligibilityChecker({ providers: [throwsAtOnce, rejects] });
    expect(await checker.check(job(), seeker(), log)).toMatchObject({ ok: false, code: 'internal' });
    expect(lines.map((l) => [l.check, l.reason, (l.err as { message: string }).message])).toEqual([
      ['molapi', 'error', 'labour ministry API answered 502'],
      ['ropapi', 'error', 'registry certificate expired'],
    ]);
    expect(lines.every((l) => l.requestId === 'req-test-1')).toBe(true);
  });

  it('lets a refusal the seeker can act on win over a provider that failed', async () => {
    const { log, lines } = capturingLog();
    const failing = provider('molapi', async () => {
      throw new Error('down');
    });
    const checker = createEligibilityChecker({ providers: [failing, identityCheckProvider] });
    expect(await checker.check(job({ requiresResidentCard: true }), seeker(), log)).toMatchObject({
      ok: false,
      code: 'ropapi',
    });
    expect(lines).toHaveLength(0);
  });

  it('passes when no provider is configured', async () => {
    const { log } = capturingLog();
    expect(await createEligibilityChecker({ providers: [] }).check(job(), seeker(), log)).toEqual({
      ok: true,
    });
  });
});
