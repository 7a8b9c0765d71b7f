import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type OnlineProfile } from './api';
import { OnlineProfileSection } from './online-profile-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/online-profiles`;
const ID = '22222222-2222-4222-8222-222222222222';
const entry: OnlineProfile = {
  id: ID,
  linkedin: 'https://www.linkedin.com/in/sara-haddad',
  twitter: null,
  facebook: null,
};

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : (
    <OnlineProfileSection profiles={query.data.onlineProfiles ?? []} />
  );
}

const renderSection = (locale: 'en-US' | 'ar' = 'en-US') =>
  renderRoute(<Harness />, { path: '/profile', url: '/profile', locale });
const profileWith = (onlineProfiles: OnlineProfile[]) => buildProfile({}, { onlineProfiles });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the online profiles section', { timeout: 15_000 }, () => {
  it('invites the addresses, and adds them as one entry (an address without a scheme gets https)', async () => {
    const fetchMock = stubProfile(
      [profileWith([]), profileWith([{ ...entry, twitter: 'https://x.com/sara' }])],
      {
        [`POST ${BASE}`]: () => jsonResponse({ id: ID, percentageCompleted: 30 }, 201),
      },
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your online profiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add online profiles' });
    fireEvent.change(within(dialog).getByLabelText('LinkedIn'), {
      target: { value: 'https://www.linkedin.com/in/sara-haddad' },
    });
    fireEvent.change(within(dialog).getByLabelText('X (Twitter)'), { target: { value: 'x.com/sara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: {
          linkedin: 'https://www.linkedin.com/in/sara-haddad',
          twitter: 'https://x.com/sara',
          facebook: null,
        },
      },
    ]);
    const link = await screen.findByRole('link', { name: 'x.com/sara' });
    expect(link.getAttribute('href')).toBe('https://x.com/sara');
    // one entry: no second "add" once it exists
    expect(screen.queryByRole('button', { name: 'Add your online profiles' })).toBeNull();
  });

  it('checks before sending: one address at least, and each a web address', async () => {
    const fetchMock = stubProfile([profileWith([])]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your online profiles' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give at least one address.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Facebook'), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter a web address/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Facebook').getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("edits the entry with PUT and puts the server's 400 on the field", async () => {
    const fetchMock = stubProfile([profileWith([entry])], {
      [`PUT ${BASE}/${ID}`]: () =>
        jsonResponse(
          { error: 'validation', message: 'bad', fields: [{ field: 'body.linkedin', message: 'bad' }] },
          400,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your online profiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit online profiles' });
    expect((within(dialog).getByLabelText('LinkedIn') as HTMLInputElement).value).toBe(entry.linkedin);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(within(dialog).getByLabelText('LinkedIn').getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`PUT ${BASE}/${ID}`]);
  });

  it('removes the entry only after a question', async () => {
    const fetchMock = stubProfile([profileWith([entry]), profileWith([])], {
      [`DELETE ${BASE}/${ID}`]: () => jsonResponse({ id: ID, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove your online profiles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove your online profiles' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Add your online profiles' })).toBeTruthy();
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ID}`]);
  });

  it('speaks Arabic, and keeps the addresses left to right', async () => {
    stubProfile([profileWith([entry])]);
    renderSection('ar');
    expect(await screen.findByRole('heading', { name: 'الحسابات على الإنترنت' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.linkedin.com/in/sara-haddad' }).getAttribute('dir')).toBe(
      'ltr',
    );
  });
});
