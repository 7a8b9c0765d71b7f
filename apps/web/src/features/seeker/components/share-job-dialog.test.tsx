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

/** The 429 of a share over a limit: `error` names the limit (job-share.service.ts, SHARE_LIMIT_CODES). */
const limited = (error: string, retryAfterSeconds?: number) => () =>
  jsonResponse(
    { error, message: 'Over a limit.', ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) },
    429,
  );

/** Fills in an address, sends, and gives the alert's text. */
async function sendAndReadAlert(label: RegExp = /^To/, send = 'Send'): Promise<string | null> {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: 'friend@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: send }));
  return (await screen.findByRole('alert')).textContent;
}

describe('ShareJobDialog', () => {
  it('asks for one address and nothing else, and checks it before sending anything', async () => {
    const fetchMock = stubFetchRoutes({});
    renderDialog();
    const dialog = await screen.findByRole('dialog', {
      name: (name) => plain(name) === 'Share by e-mail: Fleet planner',
    });
    // no note: the mail carries nothing the seeker types
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(dialog.querySelector('textarea')).toBeNull();
    expect(screen.queryByLabelText(/Message/)).toBeNull();
    expect(
      screen.getByText(
        'They get a mail with the job’s title, company and place, and a link to it. The mail does not include your name or your e-mail address. An address can receive one shared job a day.',
      ),
    ).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await screen.findByText('Enter the e-mail address to send the job to.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: 'a@b.c, d@e.fg' } });
    fireEvent.click(send);
    expect(await screen.findByText('Enter one e-mail address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByLabelText(/^To/).getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('sends the trimmed address alone, closes and says so', async () => {
    const fetchMock = stubFetchRoutes({
      [SHARE]: () =>
        jsonResponse(
          { jobId: JOB_ID, to: 'friend@example.com', sharedAt: '2026-01-01T00:00:00Z', remaining: 9 },
          201,
        ),
    });
    const onClose = renderDialog();
    fireEvent.change(await screen.findByLabelText(/^To/), { target: { value: ' Friend@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock)).toEqual([{ to: 'Friend@Example.com' }]);
    expect(useUiStore.getState().toasts.map((t) => plain(t.text))).toEqual([
      'Job sent to friend@example.com.',
    ]);
  });

  it('says when the hourly limit lets the seeker share again (429 share_limit_hourly)', async () => {
    stubFetchRoutes({ [SHARE]: limited('share_limit_hourly', 720) });
    const onClose = renderDialog();
    expect(await sendAndReadAlert()).toBe(
      'You have shared many jobs in the last hour. You can share again in 12 minutes.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('says the address has had its shared job for the day (429 share_limit_recipient)', async () => {
    stubFetchRoutes({ [SHARE]: limited('share_limit_recipient', 86400) });
    const onClose = renderDialog();
    expect(await sendAndReadAlert()).toBe(
      'This address has already received a shared job today. Try again tomorrow, or copy the job’s link.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('says the address turned shared jobs off (409 recipient_unsubscribed)', async () => {
    stubFetchRoutes({
      [SHARE]: () =>
        jsonResponse({ error: 'recipient_unsubscribed', message: 'This address asked not to.' }, 409),
    });
    const onClose = renderDialog();
    expect(await sendAndReadAlert()).toBe(
      'This address asked not to receive shared jobs. Copy the job’s link and send it another way.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says sharing by e-mail is paused for the day (429 share_limit_daily)', async () => {
    stubFetchRoutes({ [SHARE]: limited('share_limit_daily', 5000) });
    const onClose = renderDialog();
    expect(await sendAndReadAlert()).toBe(
      'Sharing by e-mail is paused for today. Try again later, or copy the job’s link.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the hourly text for a 429 it does not know', async () => {
    stubFetchRoutes({ [SHARE]: limited('too_many_requests', 720) });
    renderDialog();
    expect(await sendAndReadAlert()).toBe(
      'You have shared many jobs in the last hour. You can share again in 12 minutes.',
    );
  });

  it('leaves the wait out when a 429 does not give one', async () => {
    // a code it does not know, even one that names a property every object has
    stubFetchRoutes({ [SHARE]: limited('constructor') });
    renderDialog();
    expect(await sendAndReadAlert()).toBe('You have shared many jobs in the last hour. Try again later.');
  });

  it('writes the wait in Arabic for an Arabic reader', async () => {
    stubFetchRoutes({ [SHARE]: limited('share_limit_hourly', 720) });
    renderDialog(vi.fn(), 'ar');
    expect(await sendAndReadAlert(/^إلى/, 'إرسال')).toContain('يمكنك المشاركة مرة أخرى خلال');
  });

  it('says which limit it was in Chinese', async () => {
    stubFetchRoutes({ [SHARE]: limited('share_limit_recipient', 86400) });
    renderDialog(vi.fn(), 'zh-CN');
    expect(await sendAndReadAlert(/^收件人/, '发送')).toBe(
      '该地址今天已经收到过分享的职位。请明天再试，或复制职位链接。',
    );
  });

  it('says which limit it was in Arabic', async () => {
    stubFetchRoutes({ [SHARE]: limited('share_limit_daily', 5000) });
    renderDialog(vi.fn(), 'ar');
    expect(await sendAndReadAlert(/^إلى/, 'إرسال')).toBe(
      'توقفت المشاركة عبر البريد الإلكتروني مؤقتًا لهذا اليوم. حاول مرة أخرى لاحقًا، أو انسخ رابط الوظيفة.',
    );
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
