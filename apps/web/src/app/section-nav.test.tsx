import { linkRoutes } from '@talent/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionHint, setSessionHint } from '../lib/session-hint';
import { stubFetchRoutes } from '../test/fetch-routes';
import { initialUiState, useUiStore } from '../lib/ui-store';
import { renderRoute } from '../test/render';
import { buildMe, jsonResponse } from '../test/factories';
import { activeItem, navItemsFor, RECRUITER_ITEMS, recruiterItemsFor, SectionNav } from './section-nav';
import sectionNavSource from './section-nav.tsx?raw';

beforeEach(() => {
  useUiStore.setState(initialUiState);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionHint();
});

describe('SectionNav', () => {
  it('spells the links’ routes without importing the contracts, which would bring zod into every page', () => {
    // the shell is in the first download: a value import from @talent/contracts adds zod to it
    expect(sectionNavSource).not.toMatch(/^import \{[^}]*\} from '@talent\/contracts'/m);
    const paths = RECRUITER_ITEMS.map((item) => item.to);
    expect(paths).toContain(linkRoutes.hrOffers);
    expect(paths).toContain(linkRoutes.hrInterviews);
  });

  it('marks the section of the first path segment', () => {
    renderRoute(<SectionNav />, { path: '/applications/:id', url: '/applications/42' });
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives the job seeker "Invitations", marked on an invitation, with how many wait for an answer', async () => {
    setSessionHint();
    const at = '2030-01-01T00:00:00.000Z';
    const item = (kind: 'invitation' | 'offer', id: string) => ({
      kind,
      id: `00000000-0000-4000-8000-00000000000${id}`,
      jobId: null,
      title: 'Nurse',
      companyName: 'Oasis',
      at,
    });
    stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe()),
      'GET /elevate-be/rest/api/job-seeker/check': () =>
        jsonResponse({
          locked: false,
          total: 3,
          items: [item('invitation', '1'), item('offer', '2'), item('invitation', '3')],
        }),
    });
    renderRoute(<SectionNav />, { path: '/invitations/:jobId', url: '/invitations/42' });
    // the offer is not an invitation: two wait
    const link = await screen.findByRole('link', { name: 'Invitations 2 waiting for your answer' });
    expect(link.getAttribute('href')).toBe(linkRoutes.invitation.replace('/:jobId', ''));
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('gives the job seeker a "Profile" entry, marked on /profile', () => {
    renderRoute(<SectionNav />, { path: '/profile', url: '/profile' });
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('collapses and expands', () => {
    renderRoute(<SectionNav />, { path: '/saved', url: '/saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(useUiStore.getState().sideCollapsed).toBe(true);
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).toBeNull();
    const expand = screen.getByRole('button', { name: 'Expand the menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(screen.getByRole('link', { name: 'Saved jobs' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives a recruiter their workspace and the job board, not the seeker’s pages', () => {
    const items = navItemsFor(buildMe({ roles: ['hr'], primaryRole: 'hr' }));
    renderRoute(<SectionNav items={items} />, { path: '/jobs', url: '/jobs' });
    expect(screen.getByRole('link', { name: 'Recruiting' }).getAttribute('href')).toBe('/hr');
    expect(screen.getByRole('link', { name: 'Job board' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Applications' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).toBeNull();
  });

  it('marks Jobs, not the dashboard, on a job of the recruiter workspace', () => {
    renderRoute(<SectionNav items={RECRUITER_ITEMS} />, { path: '/hr/jobs/:id', url: '/hr/jobs/42' });
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves the jobs list out for a publisher, whose role it refuses', () => {
    const org = (roles: ('hr' | 'hr_admin' | 'publisher')[]) => ({ id: 'o', name: 'O', roles });
    // a publisher may still interview for a job: the interviews are theirs to see; the drafts to
    // publish are theirs, not an hr recruiter's
    expect(recruiterItemsFor({ organisations: [org(['publisher'])] }).map((i) => i.to)).toEqual([
      '/hr',
      '/hr/publishing',
      '/hr/interviews',
      '/jobs',
    ]);
    expect(recruiterItemsFor({ organisations: [org(['hr'])] }).map((i) => i.to)).toEqual([
      '/hr',
      '/hr/jobs',
      '/hr/interviews',
      '/hr/offers',
      '/hr/collections',
      '/jobs',
    ]);
  });

  it("offers the settings to the organisation's administrators only", () => {
    const org = (roles: ('hr' | 'hr_admin' | 'publisher')[]) => ({ id: 'o', name: 'O', roles });
    const paths = (roles: ('hr' | 'hr_admin' | 'publisher')[]) =>
      recruiterItemsFor({ organisations: [org(roles)] }).map((i) => i.to);
    expect(paths(['hr_admin'])).toContain('/hr/settings');
    expect(paths(['hr'])).not.toContain('/hr/settings');
    expect(paths(['publisher'])).not.toContain('/hr/settings');
  });

  it("marks Jobs on a candidate's page, and the dashboard on /hr alone", () => {
    const labelAt = (path: string) => activeItem(RECRUITER_ITEMS, path)?.label;
    expect(labelAt('/hr/candidates/abc')).toBe('recruiter.shell.navJobs');
    expect(labelAt('/hr/jobs/1')).toBe('recruiter.shell.navJobs');
    expect(labelAt('/hr')).toBe('recruiter.shell.navDashboard');
    expect(labelAt('/hr/notifications')).toBeUndefined();
    expect(labelAt('/hr/offers')).toBe('recruiter.offers.navLabel');
  });

  it('marks the dashboard on /hr', () => {
    renderRoute(<SectionNav items={RECRUITER_ITEMS} />, { path: '/hr', url: '/hr' });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives the platform admin and anonymous visitors the job board alone', () => {
    expect(navItemsFor(buildMe({ roles: ['admin'], primaryRole: 'admin' })).map((i) => i.to)).toEqual([
      '/jobs',
    ]);
    expect(navItemsFor(null).map((i) => i.to)).toEqual(['/jobs']);
    expect(navItemsFor(buildMe()).map((i) => i.to)).toEqual([
      '/jobs',
      '/invitations',
      '/applications',
      '/saved',
      '/profile',
    ]);
  });
});
