import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '../../../lib/current-user';
import { setSessionHint } from '../../../lib/session-hint';
import { callsOf, stubFetchRoutes } from '../../../test/fetch-routes';
import { buildMe, jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { NameForm } from './name-form';

/** What the top bar shows: the signed-in user's name, from the shared cache. */
function MeProbe() {
  const me = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser({ signal, refresh: 'if-hinted' }),
  });
  return <p data-testid="me">{me.data?.fullName ?? ''}</p>;
}

function renderForm(onChanged = vi.fn(), locale: 'en-US' | 'ar' = 'en-US') {
  renderRoute(
    <>
      <MeProbe />
      <NameForm currentName="Nadia Rahman" onChanged={onChanged} />
    </>,
    { path: '/account/security', url: '/account/security', locale },
  );
  return onChanged;
}

function nameField(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /^Full name/ });
}

function submitName(value: string) {
  fireEvent.change(nameField(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NameForm', () => {
  it('starts with the current name, saves the new one and the signed-in user shows it', async () => {
    setSessionHint();
    let name = 'Nadia Rahman';
    const fetchMock = stubFetchRoutes({
      'GET /uaa/me': () => jsonResponse(buildMe({ fullName: name })),
      'PUT /elevate-be/rest/api/me/name': (_url, init) => {
        name = (JSON.parse(String(init?.body)) as { fullName: string }).fullName;
        return jsonResponse({ fullName: name });
      },
    });
    const onChanged = renderForm();
    expect(nameField().value).toBe('Nadia Rahman');
    await waitFor(() => expect(screen.getByTestId('me').textContent).toBe('Nadia Rahman'));

    submitName('  Nadia Rahman-Haddad ');
    expect((await screen.findByRole('status')).textContent).toBe('Your name is saved.');
    expect(nameField().value).toBe('Nadia Rahman-Haddad');
    expect(onChanged).toHaveBeenCalledWith('Nadia Rahman-Haddad');
    await waitFor(() => expect(screen.getByTestId('me').textContent).toBe('Nadia Rahman-Haddad'));
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ fullName: 'Nadia Rahman-Haddad' });
    // the signed-in user is read again from the server
    await waitFor(() =>
      expect(callsOf(fetchMock)).toEqual(['GET /uaa/me', 'PUT /elevate-be/rest/api/me/name', 'GET /uaa/me']),
    );
  });

  it('asks for a name without calling the server, and focuses the field', async () => {
    const fetchMock = stubFetchRoutes({});
    const onChanged = renderForm();
    submitName('   ');
    expect(await screen.findByText('Enter your full name.')).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('refuses a name on more than one line before sending it', async () => {
    const fetchMock = stubFetchRoutes({});
    renderForm();
    submitName('Nadia\tRahman');
    expect(await screen.findByText('Enter your name on one line, in at most 200 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in words which field the server refused, never as body.fullName', async () => {
    stubFetchRoutes({
      'PUT /elevate-be/rest/api/me/name': () =>
        jsonResponse(
          {
            error: 'bad_request',
            message: 'Some fields are not valid.',
            fields: [{ field: 'body.fullName', message: 'Too big' }],
          },
          400,
        ),
    });
    renderForm();
    submitName('Nadia R.');
    expect(await screen.findByText('Enter your name on one line, in at most 200 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(document.body.textContent).not.toContain('body.fullName');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says to wait after too many changes, and when the server cannot be reached', async () => {
    let calls = 0;
    stubFetchRoutes({
      'PUT /elevate-be/rest/api/me/name': () => {
        calls += 1;
        if (calls === 1) return jsonResponse({ error: 'too_many_requests', message: 'x' }, 429);
        throw new TypeError('Failed to fetch');
      },
    });
    renderForm();
    submitName('Nadia R.');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The server could not be reached. Check your connection and try again.',
      ),
    );
  });

  it('says how long to wait after too many changes, from the answer’s Retry-After, in Arabic too', async () => {
    stubFetchRoutes({
      'PUT /elevate-be/rest/api/me/name': () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '300' },
        }),
    });
    renderForm(vi.fn(), 'ar');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'نادية' } });
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى ${new Intl.RelativeTimeFormat('ar', { numeric: 'always' }).format(5, 'minute')}.`,
    );
  });

  it('speaks Arabic', async () => {
    stubFetchRoutes({ 'PUT /elevate-be/rest/api/me/name': () => jsonResponse({ fullName: 'نادية' }) });
    renderForm(vi.fn(), 'ar');
    fireEvent.change(screen.getByRole('textbox', { name: /^الاسم الكامل/ }), { target: { value: 'نادية' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الاسم' }));
    expect((await screen.findByRole('status')).textContent).toBe('تم حفظ اسمك.');
  });
});
