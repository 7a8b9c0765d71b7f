import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { renderRoute } from '../../test/render';
import { useMyProfile, type MedicalInfo } from './api';
import { MedicalInfoSection } from './medical-info-section';
import { buildProfile, PROFILE_REST, stubProfile, writesTo } from './test-support';

const BASE = `${PROFILE_REST}/medical-infos`;
const ID = '33333333-3333-4333-8333-333333333333';
const entry: MedicalInfo = {
  id: ID,
  bloodGroup: 'O+',
  height: 170,
  heightUnit: 'cm',
  weight: 65,
  weightUnit: 'kg',
  medicalCondition: 'Pollen allergy',
};

function Harness() {
  const query = useMyProfile();
  return query.data === undefined ? null : <MedicalInfoSection infos={query.data.medicalInfos ?? []} />;
}

const renderSection = (locale: 'en-US' | 'ar' = 'en-US') =>
  renderRoute(<Harness />, { path: '/profile', url: '/profile', locale });
const profileWith = (medicalInfos: MedicalInfo[]) => buildProfile({}, { medicalInfos });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the medical information section', { timeout: 15_000 }, () => {
  it('says it is private, invites the entry and adds it with its units', async () => {
    const fetchMock = stubProfile(
      [profileWith([]), profileWith([{ ...entry, heightUnit: 'in', height: 67 }])],
      {
        [`POST ${BASE}`]: () => jsonResponse({ id: ID, percentageCompleted: 25 }, 201),
      },
    );
    renderSection();
    expect(await screen.findByText(/Private: only you see this/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add medical information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add medical information' });
    fireEvent.change(within(dialog).getByLabelText('Blood group'), { target: { value: 'O+' } });
    fireEvent.change(within(dialog).getByLabelText('Height'), { target: { value: '67' } });
    fireEvent.change(within(dialog).getByLabelText('Unit of height'), { target: { value: 'in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([
      {
        call: `POST ${BASE}`,
        body: { bloodGroup: 'O+', height: 67, heightUnit: 'in', weight: null, weightUnit: null },
      },
    ]);
    expect(await screen.findByText('67 in')).toBeTruthy();
    expect(screen.getByText('Pollen allergy')).toBeTruthy();
  });

  it('checks before sending: something filled in, and measures in their bounds', async () => {
    const fetchMock = stubProfile([profileWith([])]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add medical information' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in at least one field.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a number above 0 and at most 700.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Weight').getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fetchMock, BASE)).toEqual([]);
  });

  it("edits with PUT and puts the server's 400 on the field", async () => {
    const fetchMock = stubProfile([profileWith([entry])], {
      [`PUT ${BASE}/${ID}`]: () =>
        jsonResponse(
          {
            error: 'validation',
            message: 'bad',
            fields: [{ field: 'body.medicalCondition', message: 'bad' }],
          },
          400,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your medical information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit medical information' });
    expect((within(dialog).getByLabelText('Height') as HTMLInputElement).value).toBe('170');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Medical condition/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`PUT ${BASE}/${ID}`]);
  });

  it('removes the entry only after a question', async () => {
    const fetchMock = stubProfile([profileWith([entry]), profileWith([])], {
      [`DELETE ${BASE}/${ID}`]: () => jsonResponse({ id: ID, percentageCompleted: 20 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove your medical information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesTo(fetchMock, BASE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove your medical information' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Add medical information' })).toBeTruthy();
    expect(writesTo(fetchMock, BASE).map((w) => w.call)).toEqual([`DELETE ${BASE}/${ID}`]);
  });

  it('names the units in Arabic', async () => {
    stubProfile([profileWith([entry])]);
    renderSection('ar');
    expect(await screen.findByText('170 سم')).toBeTruthy();
    expect(screen.getByText(/خاص: أنت وحدك/)).toBeTruthy();
  });
});
