import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { prettyLogStream, wantsPrettyLogs } from './log-output.js';

describe('log format', () => {
  it('is pretty on a terminal and JSON elsewhere unless LOG_FORMAT says otherwise', () => {
    expect(wantsPrettyLogs(undefined, { isTTY: true })).toBe(true);
    expect(wantsPrettyLogs(undefined, { isTTY: false })).toBe(false);
    expect(wantsPrettyLogs(undefined, {})).toBe(false);
    expect(wantsPrettyLogs('json', { isTTY: true })).toBe(false);
    expect(wantsPrettyLogs('pretty', { isTTY: false })).toBe(true);
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: must be json or pretty/);
  });

  it('writes one readable line per entry, without JSON', () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const log = pino({ level: 'info' }, prettyLogStream(out));
    log.info({ requestId: 'r-1' }, 'demo data ready');
    expect(text).toMatch(/^\[?\d\d:\d\d:\d\d\]? INFO.*: demo data ready/);
    expect(text).toContain('requestId');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text.trimStart().startsWith('{')).toBe(false);
  });
});
