import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait.js';

describe('a wait in words', () => {
  it('says seconds, minutes or hours as the wait grows', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(89)).toBe('89 seconds');
    expect(formatWait(90)).toBe('2 minutes');
    expect(formatWait(60 * 60)).toBe('60 minutes');
    expect(formatWait(90 * 60 + 1)).toBe('2 hours');
    expect(formatWait(3 * 3600)).toBe('3 hours');
  });
});
