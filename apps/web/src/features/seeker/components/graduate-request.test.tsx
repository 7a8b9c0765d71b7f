import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { chooseDay, dayPicker } from '../../../test/date-time';
import { GraduateRequest } from './graduate-request';

// the calendar is its own chunk: transformed once here, not inside a test's time limit
beforeAll(async () => {
  await import('../../../components/date-time/day-time-pickers');
}, 60_000);

const API = '/elevate-be/rest/api';
const request = {
  id: '00000000-0000-4000-8000-000000000001',
  universityName: 'Sultan Qaboos University',
  graduationDate: '2026-06-30',
  degreeLevelId: null,
  specializationId: null,
  preferredCategoryId: null,
  message: null,
  status: 'open',
  createdAt: '2026-11-01T09:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GraduateRequest', () => {
  it('asks: says on the field what is missing, puts the server’s refusal on its field, then shows the request', async () => {
    useUiStore.setState(initialUiState);
    let requests: unknown[] = [];
    const bodies: unknown[] = [];
    stubFetchRoutes({
      [`GET ${API}/job-seeker/freshout`]: () => jsonResponse({ requests, offers: [] }),
      [`GET ${API}/category`]: () => jsonResponse({ items: [] }),
      [`POST ${API}/job-seeker/freshout`]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (bodies.length === 1) {
          return jsonResponse(
            {
              error: 'validation',
              message: 'Some fields are not valid.',
              fields: [{ field: 'body.graduationDate', message: 'Invalid ISO date' }],
            },
            400,
          );
        }
        requests = [request];
        return jsonResponse(request, 201);
      },
    });
    renderRoute(<GraduateRequest />, { path: '/applications', url: '/applications' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a graduate offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a graduate offer' });
    const send = within(dialog).getByRole('button', { name: 'Send the request' });

    fireEvent.click(send);
    const university = within(dialog).getByRole('textbox', { name: /University or college/ });
    expect(
      await within(dialog).findByText('Enter the name of your university (at least 2 characters).'),
    ).toBeTruthy();
    expect(university.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Choose the day you graduated or will graduate.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(university, { target: { value: 'Sultan Qaboos University' } });
    await chooseDay(dialog, /^Graduation date/, '2026-06-30');
    fireEvent.click(send);
    expect(await within(dialog).findByText('This was not accepted. Check it and try again.')).toBeTruthy();
    expect((await dayPicker(dialog, /^Graduation date/)).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(send);
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(screen.getByText('Sultan Qaboos University')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a graduate offer' })).toBeNull();
    expect(useUiStore.getState().toasts.map((t) => t.text)).toEqual([
      'Your request for a graduate offer was sent.',
    ]);
    expect(bodies[1]).toEqual({ universityName: 'Sultan Qaboos University', graduationDate: '2026-06-30' });
  });

  it('says so when a request is open already (asked in another tab)', async () => {
    let requests: unknown[] = [];
    stubFetchRoutes({
      [`GET ${API}/job-seeker/freshout`]: () => jsonResponse({ requests, offers: [] }),
      [`GET ${API}/category`]: () => jsonResponse({ items: [] }),
      [`POST ${API}/job-seeker/freshout`]: () => {
        requests = [request];
        return jsonResponse({ error: 'conflict', message: 'You already have an open request.' }, 409);
      },
    });
    renderRoute(<GraduateRequest />, { path: '/applications', url: '/applications' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a graduate offer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /University or college/ }), {
      target: { value: 'Sultan Qaboos University' },
    });
    await chooseDay(dialog, /^Graduation date/, '2026-06-30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(
      await within(dialog).findByText('You already have an open request; the page shows it now.'),
    ).toBeTruthy();
    expect(await screen.findByText('Request sent')).toBeTruthy();
  });
});
