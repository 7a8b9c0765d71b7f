import { describe, expect, it } from 'vitest';
import { isEndDateReached, isSkillMatch, isValidEmail, isValidUrl } from './validation.js';

describe('URL check', () => {
  it.each([
    'example.com',
    'http://example.com',
    'https://www.example.com',
    'https://example.com:8443',
    'https://sub.domain.example.co/path/to/page',
    'https://example.com/search?q=jobs&page=2',
    'https://example.com/page#section',
    'http://192.168.1.10',
    'http://10.0.0.1:8080/api?x=1#top',
    'linkedin.com/in/someone',
  ])('accepts %s', (url) => expect(isValidUrl(url)).toBe(true));

  it.each([
    '',
    'not a url',
    'ftp://example.com',
    'http://',
    'example',
    'http://256.1.1.1',
    'http://exa mple.com',
    'javascript:alert(1)',
    'https://example.com:123456',
  ])('refuses %s', (url) => expect(isValidUrl(url)).toBe(false));
});

describe('E-mail check', () => {
  it.each(['seeker@demo.test', 'first.last@example.co.uk', 'a+tag@sub.example.org', 'X_Y@EXAMPLE.COM'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.1com',
    'user@@example.com',
    'us er@example.com',
    '.user@example.com',
    'user..name@example.com',
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('End date reached', () => {
  const now = new Date('2026-11-21T15:30:00Z');
  it('is false on the end date itself', () => expect(isEndDateReached('2026-11-21', now)).toBe(false));
  it('is true the day after the end date', () => expect(isEndDateReached('2026-11-20', now)).toBe(true));
  it('is false for a future end date', () => expect(isEndDateReached('2026-12-01', now)).toBe(false));
  it('uses UTC midnight, not the local clock', () => {
    expect(isEndDateReached('2026-11-20', new Date('2026-11-21T00:00:00Z'))).toBe(true);
    expect(isEndDateReached('2026-11-21', new Date('2026-11-21T23:59:59Z'))).toBe(false);
  });
  it('accepts a Date or a timestamp string', () => {
    expect(isEndDateReached(new Date('2026-11-20T23:00:00Z'), now)).toBe(true);
    expect(isEndDateReached('2026-11-20T23:00:00Z', now)).toBe(true);
  });
  it('is false without an end date', () => {
    expect(isEndDateReached(null, now)).toBe(false);
    expect(isEndDateReached(undefined, now)).toBe(false);
    expect(isEndDateReached('', now)).toBe(false);
  });
});

describe('Skill match', () => {
  it('is true when every required skill is present', () =>
    expect(isSkillMatch(['Java', 'SQL', 'React'], ['sql', ' java '])).toBe(true));
  it('is false when one required skill is missing', () =>
    expect(isSkillMatch(['Java', 'SQL'], ['Java', 'Kubernetes'])).toBe(false));
  it('is false when either list is empty', () => {
    expect(isSkillMatch([], ['Java'])).toBe(false);
    expect(isSkillMatch(['Java'], [])).toBe(false);
    expect(isSkillMatch([], [])).toBe(false);
  });
});
