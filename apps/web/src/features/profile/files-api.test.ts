import { describe, expect, it } from 'vitest';
import { downloadUrlOf, formatFileSize } from './files-api';

describe('formatFileSize', () => {
  it('says sizes in kB and up, never in single bytes', () => {
    expect(formatFileSize(943, 'en-US')).toBe('0.9 kB');
    expect(formatFileSize(250 * 1024, 'en-US')).toBe('250 kB');
    expect(formatFileSize(32.8 * 1024 * 1024, 'en-US')).toBe('33 MB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'en-US')).toBe('2.4 MB');
  });

  it('names the download address of a file', () => {
    expect(downloadUrlOf('abc')).toBe('/fm/download/abc');
  });
});
