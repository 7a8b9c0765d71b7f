import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadedShape } from '../../components/file-upload/fake-xhr';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { buildExtras, MUSCAT, PATCH_PROFILE, patchesOf, stubProfileAndExtras } from './files-test-support';
import { ProfileHeader } from './profile-header';
import { buildProfile } from './test-support';

const PHOTO = '22222222-2222-4222-8222-222222222222';
const NEW = '33333333-3333-4333-8333-333333333333';
const OMAN = { id: 'OM', countryName: 'Oman' };

function renderHeader(profile = buildProfile({ title: 'Data analyst' }), locale: 'en-US' | 'ar' = 'en-US') {
  renderRoute(<ProfileHeader profile={profile} />, { path: '/profile', url: '/profile', locale });
}

const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [file] } });
const png = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/png' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileHeader', { timeout: 15_000 }, () => {
  it('shows the name, the headline, where the person lives and the completion', async () => {
    stubProfileAndExtras([], buildExtras());
    renderHeader(
      buildProfile({ title: 'Data analyst', location: { country: OMAN, state: null, city: MUSCAT } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sara Haddad' })).toBeTruthy();
    expect(screen.getByText('Data analyst')).toBeTruthy();
    expect((await screen.findByTestId('profile-place')).textContent).toBe('Muscat, Oman');
    expect(screen.getByTestId('profile-percent').textContent).toBe('20%');
  });

  it('words the place in Arabic with the Arabic comma', async () => {
    stubProfileAndExtras([], buildExtras());
    renderHeader(
      buildProfile({
        location: {
          country: { id: 'OM', countryName: 'عُمان' },
          state: null,
          city: { id: MUSCAT.id, cityName: 'مسقط' },
        },
      }),
      'ar',
    );
    expect((await screen.findByTestId('profile-place')).textContent).toBe('مسقط، عُمان');
  });

  it('says when no place is given', async () => {
    stubProfileAndExtras([], buildExtras());
    renderHeader();
    expect(await screen.findByText('Where you live is not given yet.')).toBeTruthy();
  });

  it('uploads a photo with progress, then saves it on the profile', async () => {
    const fetchMock = stubProfileAndExtras([buildProfile()], buildExtras(), {
      [PATCH_PROFILE]: () => jsonResponse({ percentageCompleted: 30 }),
    });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Change your photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    expect(within(dialog).getByText(/No photo yet/)).toBeTruthy();
    // the dialog's close button has a name (axe: button-name)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    choose(dialog, png('me.png'));
    act(() => FakeXhr.last.progress(2048, 4096));
    expect(within(dialog).getByTestId('upload-percent').textContent).toBe('50%');
    expect(patchesOf(fetchMock)).toEqual([]);
    act(() => FakeXhr.last.respond(200, uploadedShape(NEW, 'me.png')));
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual([{ photo: { id: NEW } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the limit when the photo is too large, and saves nothing', async () => {
    const fetchMock = stubProfileAndExtras([buildProfile()], buildExtras());
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Change your photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    choose(dialog, png('huge.png'));
    act(() =>
      FakeXhr.last.respond(413, {
        error: 'file_too_large',
        message: 'The image is larger than 10 MB, the most allowed for this kind of file.',
      }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      '“huge.png” is too large: the most allowed is 10 MB.',
    );
    expect(patchesOf(fetchMock)).toEqual([]);
  });

  it('asks before removing the photo, and removes it with null', async () => {
    const profile = buildProfile({}, { photo: { id: PHOTO, aPIURL: `/fm/download/preview/${PHOTO}` } });
    const fetchMock = stubProfileAndExtras([profile], buildExtras(), {
      [PATCH_PROFILE]: () => jsonResponse({ percentageCompleted: 10 }),
    });
    renderHeader(profile);
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe(
      `/fm/download/preview/${PHOTO}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change your photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    expect(within(dialog).getByRole('button', { name: 'Upload a new photo' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).getByText('Remove your photo?')).toBeTruthy();
    expect(patchesOf(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(within(dialog).queryByText('Remove your photo?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual([{ photo: null }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the background and replaces it', async () => {
    const profile = buildProfile({ bkgImg: '/fm/download/preview/old' });
    const fetchMock = stubProfileAndExtras([profile], buildExtras(), {
      [PATCH_PROFILE]: () => jsonResponse({ percentageCompleted: 20 }),
    });
    renderHeader(profile);
    const banner = screen.getByTestId('profile-header').querySelector('img[alt=""]');
    expect(banner?.getAttribute('src')).toBe('/fm/download/preview/old');
    fireEvent.click(screen.getByRole('button', { name: 'Change background' }));
    const dialog = await screen.findByRole('dialog', { name: 'Background image' });
    expect(within(dialog).getByRole('img', { name: 'Your background image' })).toBeTruthy();
    choose(dialog, png('wide.png'));
    act(() => FakeXhr.last.respond(200, uploadedShape(NEW, 'wide.png')));
    await waitFor(() => expect(patchesOf(fetchMock)).toEqual([{ background: { id: NEW } }]));
  });
});
