import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AppError } from './errors.js';
import { FileWorkLimiter, fileWorkLimiter } from './file-work.js';

/** Work that runs until `finish` is called. */
function held<T>(value: T) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: async () => (await done, value), finish: () => finish() };
}

/** The AppError `promise` rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('FileWorkLimiter', () => {
  const limits = { concurrency: 2, perAccount: 1, retryAfterSeconds: 7 };

  it('runs work within the limits and gives back its result', async () => {
    const limiter = new FileWorkLimiter(limits);
    const a = held('a');
    const running = limiter.run('ann', a.work);
    expect(limiter.active).toBe(1);
    a.finish();
    await expect(running).resolves.toBe('a');
    expect(limiter.active).toBe(0);
  });

  it('refuses a second piece of work of one account with 429 and Retry-After, without running it', async () => {
    const limiter = new FileWorkLimiter(limits);
    const a = held('a');
    const first = limiter.run('ann', a.work);
    let ran = false;
    const error = await refusal(
      limiter.run('ann', async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
    expect(error).toMatchObject({ statusCode: 429, code: 'busy', headers: { 'retry-after': '7' } });
    expect(error.message).toMatch(/your files/u);
    // another account is not held up by it
    await expect(limiter.run('bob', async () => 'b')).resolves.toBe('b');
    a.finish();
    await first;
    await expect(limiter.run('ann', async () => 'again')).resolves.toBe('again');
  });

  it('refuses work beyond the server’s limit, whoever asks', async () => {
    const limiter = new FileWorkLimiter(limits);
    const a = held('a');
    const b = held('b');
    const running = [limiter.run('ann', a.work), limiter.run('bob', b.work)];
    expect(limiter.active).toBe(2);
    const error = await refusal(limiter.run('cid', async () => 'c'));
    expect(error).toMatchObject({ statusCode: 429, headers: { 'retry-after': '7' } });
    expect(error.message).toMatch(/server is busy/u);
    expect(limiter.active).toBe(2);
    a.finish();
    await running[0];
    await expect(limiter.run('cid', async () => 'c')).resolves.toBe('c');
    b.finish();
    await running[1];
    expect(limiter.active).toBe(0);
  });

  it('frees the place of work that fails, and lets its error through', async () => {
    const limiter = new FileWorkLimiter(limits);
    const failure = new AppError(400, 'unreadable_pdf', 'no');
    await expect(
      limiter.run('ann', async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(limiter.active).toBe(0);
    await expect(limiter.run('ann', async () => 'next')).resolves.toBe('next');
  });

  it('counts work that throws before its first await', async () => {
    const limiter = new FileWorkLimiter(limits);
    await expect(
      limiter.run('ann', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(limiter.active).toBe(0);
  });

  it('lets several pieces of one account run when FILE_WORK_PER_ACCOUNT allows', async () => {
    const limiter = new FileWorkLimiter({ concurrency: 3, perAccount: 2, retryAfterSeconds: 1 });
    const a = held(1);
    const b = held(2);
    const running = [limiter.run('ann', a.work), limiter.run('ann', b.work)];
    await refusal(limiter.run('ann', async () => 3));
    a.finish();
    b.finish();
    await expect(Promise.all(running)).resolves.toEqual([1, 2]);
    expect(limiter.active).toBe(0);
  });
});

describe('fileWorkLimiter', () => {
  it('is one limiter per settings, with the settings’ limits and a Retry-After of the time limit', async () => {
    const settings = loadConfig({
      FILE_WORK_CONCURRENCY: '1',
      FILE_WORK_PER_ACCOUNT: '1',
      FILE_WORK_TIMEOUT_MS: '2500',
    }).files;
    const limiter = fileWorkLimiter(settings);
    expect(fileWorkLimiter(settings)).toBe(limiter);
    expect(fileWorkLimiter({ ...settings })).not.toBe(limiter);
    const a = held('a');
    const running = limiter.run('ann', a.work);
    // the server's one place is taken: another account is refused too
    const error = await refusal(fileWorkLimiter(settings).run('bob', async () => 'b'));
    expect(error.headers).toEqual({ 'retry-after': '3' });
    a.finish();
    await running;
  });

  it('never tells a client to retry in less than a second', async () => {
    const settings = loadConfig({ FILE_WORK_PER_ACCOUNT: '1', FILE_WORK_TIMEOUT_MS: '200' }).files;
    const limiter = fileWorkLimiter(settings);
    const a = held('a');
    const running = limiter.run('ann', a.work);
    expect((await refusal(limiter.run('ann', async () => 'b'))).headers).toEqual({ 'retry-after': '1' });
    a.finish();
    await running;
  });
});
