import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubFetchRoutes, type RouteHandler } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { UnsubscribeScreen } from './unsubscribe-screen';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzZXQiOiJlbWFpbC5uZXdfYXBwbGljYW50In0.c2lnbmF0dXJl';

function openLink(
  routes: Record<string, RouteHandler>,
  { url = `/unsubscribe?token=${TOKEN}`, locale = 'en-US' }: { url?: string; locale?: 'en-US' | 'ar' } = {},
) {
  const fetchMock = stubFetchRoutes(routes);
  // StrictMode runs the effects twice, as in development: still nothing is posted on load
  renderRoute(
    <StrictMode>
      <UnsubscribeScreen />
    </StrictMode>,
    { path: '/unsubscribe', url, locale },
  );
  return fetchMock;
}

const turnedOff = (kind: string) => () => jsonResponse({ setting: `email.${kind}`, kind });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnsubscribeScreen', () => {
  it('asks first: opening the link (as a mail scanner does) posts nothing', async () => {
    const fetchMock = openLink({ 'POST /unsubscribe': turnedOff('new_applicant') });
    expect(screen.getByRole('heading', { level: 1, name: 'Turn off this kind of e-mail?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off these e-mails' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toContain('Turn off this kind of e-mail?');
  });

  it('posts the token to the same path on the click, then names the kind turned off', async () => {
    const fetchMock = openLink({ 'POST /unsubscribe': turnedOff('new_applicant') });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off these e-mails' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'E-mails turned off' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe(
      'You will no longer get e-mails about “New applicant”. In-app notifications stay on.',
    );
    expect(screen.getByRole('link', { name: 'All notification settings' }).getAttribute('href')).toBe(
      '/account/notifications',
    );
    expect(callsOf(fetchMock)).toEqual([`POST /unsubscribe?token=${TOKEN}`]);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('names the kind in Arabic too', async () => {
    openLink({ 'POST /unsubscribe': turnedOff('offer_sent') }, { locale: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف هذه الرسائل' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'لن تصلك بعد الآن رسائل بريد إلكتروني عن «إرسال عرض عمل». تبقى الإشعارات داخل التطبيق مفعّلة.',
    );
  });

  it('says that a link that is not valid does not work, and offers the settings', async () => {
    openLink({
      'POST /unsubscribe': () =>
        jsonResponse({ error: 'invalid_token', message: 'This unsubscribe link is not valid.' }, 400),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off these e-mails' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link does not work' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('alert').textContent).toMatch(/^This unsubscribe link does not work/);
    expect(screen.queryByRole('button', { name: 'Turn off these e-mails' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All notification settings' }).getAttribute('href')).toBe(
      '/account/notifications',
    );
  });

  it('says so at once for a link without its token, posting nothing', () => {
    const fetchMock = openLink({}, { url: '/unsubscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^This unsubscribe link does not work/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the question after too many requests, says when to try again, and tries again', async () => {
    let refuse = true;
    const fetchMock = openLink({
      'POST /unsubscribe': () =>
        refuse
          ? new Response(JSON.stringify({ error: 'too_many_requests', message: 'x' }), {
              status: 429,
              headers: { 'content-type': 'application/json', 'retry-after': '120' },
            })
          : turnedOff('message_received')(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off these e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. You can try again in 2 minutes.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Turn off this kind of e-mail?' })).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Turn off these e-mails' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You will no longer get e-mails about “New message”. In-app notifications stay on.',
    );
    expect(callsOf(fetchMock)).toHaveLength(2);
  });

  it('says in words that the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoute(<UnsubscribeScreen />, { path: '/unsubscribe', url: `/unsubscribe?token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off these e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Turn off these e-mails' })).toBeTruthy();
  });
});
