import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { Locale } from '../../../lib/locale';
import { ShareJobDialog } from './share-job-dialog';

const JOB_ID = '00000000-0000-4000-8000-0000000000b7';
const SHARE = `POST /elevate-be/rest/api/job-seeker/job/${JOB_ID}/share/email`;

function renderDialog(onClose = vi.fn(), locale: Locale = 'en-US') {
  renderRoute(<ShareJobDialog opened onClose={onClose} jobId={JOB_ID} jobTitle="Fleet planner" />, {
    path: '/jobs/:jobId',
    url: `/jobs/${JOB_ID}`,
    locale,
  });
  return onClose;
}

/** Text without the bidi isolation marks (U+2068, U+2069) the dialog puts around names. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

const sentBodies = (fetchMock: ReturnType<typeof stubFetchRoutes>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShareJobDialog', () => {
  it('checks the address and the note before sending anything', async () => {
    const fetchMock = stubFetchRoutes({});
    renderDialog();
    expect(
      await screen.findByRole('dialog', {
        name: (name) => plain(name) === 'Share by e-mail: Fleet planner',
      }),
    ).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await screen.findByText('Enter the e-mail address to send the job to.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: 'a@b.c, d@e.fg' } });
    fireEvent.click(send);
    expect(await screen.findByText('Enter one e-mail address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByLabelText(/^To/).getAttribute('aria-invalid')).toBe('true');

    const note = screen.getByLabelText('Message (optional)');
    fireEvent.change(note, { target: { value: 'Hello there' } });
    expect(screen.getByText('11 of 500 characters')).toBeTruthy();
    expect(note.getAttribute('maxlength')).toBe('500');
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('sends the trimmed address and note, closes and says so', async () => {
    const fetchMock = stubFetchRoutes({
      [SHARE]: () =>
        jsonResponse(
          { jobId: JOB_ID, to: 'friend@example.com', sharedAt: '2026-01-01T00:00:00Z', remaining: 9 },
          201,
        ),
    });
    const onClose = renderDialog();
    fireEvent.change(await screen.findByLabelText(/^To/), { target: { value: ' Friend@Example.com ' } });
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: '  Look at this  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock)).toEqual([{ to: 'Friend@Example.com', message: 'Look at this' }]);
    expect(useUiStore.getState().toasts.map((t) => plain(t.text))).toEqual([
      'Job sent to friend@example.com.',
    ]);
  });

  it('says when the hourly limit lets the seeker share again (429), in their language', async () => {
    stubFetchRoutes({
      [SHARE]: () =>
        jsonResponse(
          { error: 'too_many_requests', message: 'Try again later.', retryAfterSeconds: 720 },
          429,
        ),
    });
    const onClose = renderDialog();
    fireEvent.change(await screen.findByLabelText(/^To/), { target: { value: 'friend@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have shared many jobs in the last hour. You can share again in 12 minutes.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('writes the wait in Arabic for an Arabic reader', async () => {
    stubFetchRoutes({
      [SHARE]: () => jsonResponse({ error: 'too_many_requests', message: 'x', retryAfterSeconds: 720 }, 429),
    });
    renderDialog(vi.fn(), 'ar');
    fireEvent.change(await screen.findByLabelText(/^إلى/), { target: { value: 'friend@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect((await screen.findByRole('alert')).textContent).toContain('يمكنك المشاركة مرة أخرى خلال');
  });

  it('marks the field the server refused (400)', async () => {
    stubFetchRoutes({
      [SHARE]: () =>
        jsonResponse(
          {
            error: 'bad_request',
            message: 'Some fields are not valid.',
            fields: [{ field: 'body.to', message: 'must be an e-mail address' }],
          },
          400,
        ),
    });
    renderDialog();
    fireEvent.change(await screen.findByLabelText(/^To/), { target: { value: 'friend@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter one e-mail address, such as name@example.com.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
