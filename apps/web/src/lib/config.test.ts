import { describe, expect, it } from 'vitest';
import { PROVIDER_WEBSITE_URL, SUPPORT_CHAT_URL } from './config';

describe('build-time settings', () => {
  // README, "Configuration": both default to placeholders on example.com
  it.each([
    ['VITE_SUPPORT_CHAT_URL', SUPPORT_CHAT_URL],
    ['VITE_PROVIDER_WEBSITE_URL', PROVIDER_WEBSITE_URL],
  ])('%s defaults to a placeholder on example.com', (_name, value) => {
    const url = new URL(value);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toMatch(/(^|\.)example\.com$/);
  });
});
