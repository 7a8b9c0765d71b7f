import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-address';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/jobs')).toBe('/jobs');
    expect(safeReturnPath('/jobs/7a1c?keyword=nurse&offset=100#top')).toBe(
      '/jobs/7a1c?keyword=nurse&offset=100#top',
    );
    expect(safeReturnPath('/hr')).toBe('/hr');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['https://evil.example/', 'an absolute address'],
    ['http://localhost:8080/jobs', 'an absolute address on a look-alike origin'],
    ['javascript:alert(1)', 'a script address'],
    ['//evil.example/jobs', 'a protocol-relative address'],
    ['/\\evil.example', 'a backslash read as a second slash'],
    ['/\t/evil.example', 'a tab the URL parser drops'],
    ['/\n/evil.example', 'a newline the URL parser drops'],
    ['jobs', 'a relative path'],
    [' /jobs', 'leading white space'],
    ['', 'an empty value'],
  ])('refuses %j (%s)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses a missing value and the login service’s own pages', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('/sso/logout')).toBeNull();
    expect(safeReturnPath('/sso/callback?redirect_uri=/jobs')).toBeNull();
    expect(safeReturnPath('/sso')).toBeNull();
    // only the /sso section itself: a path that merely starts with the letters is fine
    expect(safeReturnPath('/ssox')).toBe('/ssox');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/jobs/../hr')).toBe('/hr');
    expect(safeReturnPath('/../../evil.example')).toBe('/evil.example');
    expect(safeReturnPath('/jobs/../sso/logout')).toBeNull();
  });
});
