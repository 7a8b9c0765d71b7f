import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { buildJobDetail, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { JobActions } from './job-actions';

const job = buildJobDetail({ status: 'published' });
const fit = {
  jobId: job.id,
  fit: {
    percent: 72,
    parts: [
      {
        key: 'skills',
        weight: 40,
        score: 0.5,
        required: true,
        matched: ['PostgreSQL'],
        partial: [],
        missing: ['Kubernetes'],
      },
    ],
  },
};

function stubSeeker(apply: () => Response, applies: unknown[] = []) {
  return stubFetchRoutes({
    'POST /elevate-be/rest/api/job-seeker/my-job-saved': () =>
      jsonResponse({ items: [], total: 0, limit: 50, offset: 0 }),
    'GET /elevate-be/rest/api/applies': () => jsonResponse({ items: applies }),
    [`GET /elevate-be/rest/api/job-seeker/job/${job.id}/fit`]: () => jsonResponse(fit),
    [`POST /elevate-be/rest/api/job-seeker/job/${job.id}/apply`]: apply,
    'POST /elevate-be/rest/api/job-seeker/job-save': () =>
      jsonResponse({ jobId: job.id, collection: null, savedAt: '2026-01-01T00:00:00Z' }),
  });
}

/** The Apply button once the seeker's applications are known (it waits while they load). */
async function readyApply(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Apply' });
  await vi.waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  return button;
}

function renderActions(seeker = true) {
  renderRoute(<JobActions job={job} seeker={seeker} loginHref="/sso/login?redirect_uri=%2Fjobs%2F1" />, {
    path: '/jobs/:jobId',
    url: `/jobs/${job.id}`,
  });
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobActions', () => {
  it('offers an anonymous visitor the sign-in, coming back here', () => {
    renderActions(false);
    expect(screen.getByRole('link', { name: 'Sign in to save' }).getAttribute('href')).toBe(
      '/sso/login?redirect_uri=%2Fjobs%2F1',
    );
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeTruthy();
  });

  it('shows why the job fits, part by part', async () => {
    stubSeeker(() => jsonResponse({}));
    renderActions();
    expect(await screen.findByText('72 % fit')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Why this job' })).toBeTruthy();
    expect(screen.getByText('You have: PostgreSQL')).toBeTruthy();
    expect(screen.getByText('Missing: Kubernetes')).toBeTruthy();
  });

  it("shows a refusal in the server's words", async () => {
    stubSeeker(() =>
      jsonResponse({ error: 'ropapi', message: 'Add a valid civil ID number to your profile first.' }, 400),
    );
    renderActions();
    fireEvent.click(await readyApply());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Add a valid civil ID number to your profile first.');
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('applies, toasts, and saves with a toggle', async () => {
    stubSeeker(() =>
      jsonResponse({
        id: '00000000-0000-4000-8000-0000000000a1',
        jobId: job.id,
        status: 'applied',
        source: 'direct',
        invitationId: null,
        coverLetter: null,
        appliedAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      }),
    );
    renderActions();
    fireEvent.click(await readyApply());
    await vi.waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual(['Your application was sent.']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(useUiStore.getState().toasts.map((t) => t.text)).toContain('Job saved.'));
  });

  it('shows the status of an existing application instead of Apply', async () => {
    stubSeeker(
      () => jsonResponse({}),
      [{ id: '00000000-0000-4000-8000-0000000000a1', jobId: job.id, status: 'shortlisted' }],
    );
    renderActions();
    expect(await screen.findByText('Shortlisted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View application' }).getAttribute('href')).toBe(
      '/applications/00000000-0000-4000-8000-0000000000a1',
    );
  });
});
