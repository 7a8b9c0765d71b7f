import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

interface JobPage {
  total: number;
  items: { id: string; title: string }[];
}

async function firstJobs(baseUrl: string): Promise<JobPage> {
  const res = await fetch(`${baseUrl}/elevate-be/rest/api/jobs?limit=5`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobPage;
}

describe('the embedded database across restarts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talent-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty data directory once, keeps the data and does not seed again', async () => {
    const first = await startServer(dataDir);
    const before = await firstJobs(first.baseUrl);
    expect(before.total).toBeGreaterThan(100);
    expect(first.output()).toContain('generating the demo data');
    expect(first.output()).toContain(`${first.baseUrl}/jobs`);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startServer(dataDir);
    const after = await firstJobs(second.baseUrl);
    expect(after.total).toBe(before.total);
    expect(after.items.map((j) => j.id)).toEqual(before.items.map((j) => j.id));
    expect(second.output()).not.toContain('generating the demo data');
    expect(await second.stop()).toBe(0);
  });

  it('refuses to start with a bad configuration and says which value is wrong', async () => {
    await expect(startServer(dataDir, { PORT: 'eighty', LOG_LEVEL: 'loud' })).rejects.toThrow(
      /PORT: must be a whole number[\s\S]*LOG_LEVEL: must be one of/,
    );
  });
});
