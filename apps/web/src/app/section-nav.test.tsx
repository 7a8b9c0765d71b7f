import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialUiState, useUiStore } from '../lib/ui-store';
import { renderRoute } from '../test/render';
import { buildMe } from '../test/factories';
import { navItemsFor, SectionNav } from './section-nav';

beforeEach(() => {
  useUiStore.setState(initialUiState);
});

describe('SectionNav', () => {
  it('marks the section of the first path segment', () => {
    renderRoute(<SectionNav />, { path: '/applications/:id', url: '/applications/42' });
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
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

  it('gives the platform admin and anonymous visitors the job board alone', () => {
    expect(navItemsFor(buildMe({ roles: ['admin'], primaryRole: 'admin' })).map((i) => i.to)).toEqual([
      '/jobs',
    ]);
    expect(navItemsFor(null).map((i) => i.to)).toEqual(['/jobs']);
    expect(navItemsFor(buildMe()).map((i) => i.to)).toEqual(['/jobs', '/applications', '/saved']);
  });
});
