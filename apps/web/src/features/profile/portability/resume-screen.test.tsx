import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { jsonResponse } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import type { MyProfile } from '../api';
import { ResumeScreen } from './resume-screen';

const full: MyProfile = {
  percentageCompleted: 80,
  userProfile: {
    fullName: 'ليلى الحارثي',
    title: 'Frontend developer',
    aboutMe: 'I build accessible web apps.',
    isSearchable: true,
    email: 'layla@example.test',
    phoneMobile: '+968 9000 0000',
  },
  photo: null,
  experiences: [
    {
      id: 'e1',
      jobTitle: 'Senior developer',
      companyName: 'Acme',
      jobDescription: 'Led the web team.',
      dateFrom: '2021-03-01',
      dateTo: null,
      isCurrent: true,
    },
  ],
  userEducations: [
    {
      id: 'd1',
      degreeTitle: 'Computer Science',
      universityName: 'Sultan Qaboos University',
      startDate: '2014-09-01',
      endDate: '2018-06-01',
      gpa: null,
      degreeLevel: { id: 'l1', degreeName: 'Bachelor' },
      specialization: null,
      location: null,
    },
    {
      id: 'd2',
      degreeTitle: "Master's degree in Data Science",
      universityName: 'Middle East College',
      startDate: null,
      endDate: '2020-06-01',
      gpa: null,
      degreeLevel: { id: 'l2', degreeName: "Master's degree" },
      specialization: null,
      location: null,
    },
  ],
  userSkills: [{ id: 's1', skillLevelID: 4, skill: { id: 'k1', skillName: 'React' } }],
  userLanguages: [
    {
      id: 'g1',
      language: { id: 'ar', languageName: 'Arabic' },
      skillLevel: { id: 'v5', levelTitle: 'Native' },
    },
  ],
  userCertifications: [
    {
      id: 'c1',
      certificationTitle: 'AWS Developer',
      certificationIssuedBy: 'Amazon',
      certificationIssuedDate: '2022-05-01',
    },
  ],
};

function renderResume(profile: MyProfile, locale: 'en-US' | 'ar' = 'en-US') {
  stubFetchRoutes({ 'POST /profile/x/': () => jsonResponse({ data: { profile } }) });
  renderRoute(<ResumeScreen />, { path: '/profile/resume', url: '/profile/resume', locale });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the printable résumé', () => {
  it('shows every part of the profile a résumé has, names as written', async () => {
    renderResume(full);
    const sheet = await screen.findByRole('article', { name: 'ليلى الحارثي' });
    expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('ليلى الحارثي');
    for (const heading of ['About', 'Experience', 'Education', 'Skills', 'Languages', 'Certifications'])
      expect(within(sheet).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const text = sheet.textContent ?? '';
    for (const part of [
      'Frontend developer',
      'layla@example.test',
      '+968 9000 0000',
      'I build accessible web apps.',
      'Senior developer',
      'Acme',
      'Mar 2021 – Present',
      'Bachelor · Sultan Qaboos University',
      'Sep 2014 – Jun 2018',
      'React',
      'Arabic — Native',
      'AWS Developer',
      'Amazon',
    ])
      expect(text).toContain(part);
    expect(screen.queryByText(/nearly empty/)).toBeNull();
    // a level the degree's title names already is not said twice
    const master = within(sheet).getByRole('heading', { level: 3, name: "Master's degree in Data Science" });
    expect(master.closest('li')?.textContent).toBe(
      "Master's degree in Data ScienceJun 2020Middle East College",
    );
  });

  it('prints with the browser and leads back to the profile', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderResume(full);
    fireEvent.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('link', { name: 'Back to profile' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
  });

  it('leaves out empty parts and says how to fill the résumé', async () => {
    renderResume({
      percentageCompleted: 5,
      userProfile: { fullName: 'Sara Haddad', title: null, aboutMe: null, isSearchable: false },
      photo: null,
      experiences: [],
      userSkills: [],
    });
    const sheet = await screen.findByRole('article', { name: 'Sara Haddad' });
    expect(within(sheet).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByText(/nearly empty/)).toBeTruthy();
  });

  it('speaks the reader’s language', async () => {
    renderResume(full, 'ar');
    const sheet = await screen.findByRole('article', { name: 'ليلى الحارثي' });
    // what the person wrote keeps its own direction inside the page's (Chromium's <bdi> alone
    // took the page's: ".NET" printed as "NET." on an Arabic résumé)
    for (const text of ['Frontend developer', 'I build accessible web apps.', 'React', 'Acme'])
      expect(within(sheet).getByText(text).closest('[dir="auto"]')).not.toBeNull();
    expect(within(sheet).getByRole('heading', { level: 2, name: 'الخبرة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'طباعة أو حفظ بصيغة PDF' })).toBeTruthy();
  });
});
