import { screen, within } from '@testing-library/react';
import type { PipelineCandidate } from '@talent/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import { renderRoute } from '../../../../test/render';
import type { StageRow } from '../../api/pipeline';
import { CandidateRow } from '../pipeline/candidate-row';
import { CandidateLink, candidateDisplayName, isAnonymised } from './anonymised';

function candidate(overrides: Partial<PipelineCandidate> = {}): PipelineCandidate {
  return {
    subject: 'demo|seeker 1',
    fullName: 'Anjali Nair',
    headline: 'Senior Business Analyst',
    photoUrl: null,
    location: {
      countryCode: 'SA',
      country: { en: 'Saudi Arabia', zh: '沙特阿拉伯', ar: 'السعودية' },
      city: { en: 'Medina', zh: '麦地那', ar: 'المدينة المنورة' },
    },
    yearsOfExperience: 10,
    contact: null,
    ...overrides,
  };
}

const ERASED = candidate({
  subject: 'anonymised-00000000-0000-4000-8000-0000000000ab',
  fullName: 'Deleted account',
  headline: null,
  location: { countryCode: null, country: null, city: null },
  yearsOfExperience: null,
  anonymised: true,
});

function rowOf(card: PipelineCandidate): StageRow {
  return {
    key: card.subject,
    subject: card.subject,
    fullName: card.fullName,
    candidate: card,
    fit: null,
    state: { kind: 'application', status: 'rejected' },
    dates: [],
    applicationId: '00000000-0000-4000-8000-0000000000ab',
  };
}

describe('candidateDisplayName', () => {
  it('gives the person’s name, or words in each language for an anonymised candidate', () => {
    expect(candidateDisplayName(candidate(), createI18n('en-US').t)).toBe('Anjali Nair');
    expect(candidateDisplayName(ERASED, createI18n('en-US').t)).toBe('Anonymised candidate');
    expect(candidateDisplayName(ERASED, createI18n('zh-CN').t)).toBe('已匿名的候选人');
    expect(candidateDisplayName(ERASED, createI18n('ar').t)).toBe('مرشح مجهول الهوية');
    expect(isAnonymised(candidate({ anonymised: false }))).toBe(false);
    expect(isAnonymised(null)).toBe(false);
  });
});

describe('CandidateRow', () => {
  const menu = <button type="button">Move to…</button>;

  it('links a candidate to their panel, with their initials', () => {
    renderRoute(<CandidateRow row={rowOf(candidate())} to="?candidate=x" selected={false} menu={menu} />, {
      path: '/hr/jobs/:jobId',
      url: '/hr/jobs/1',
    });
    const link = screen.getByRole('link', { name: /Anjali Nair/ });
    expect(within(link).getByText('AN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move to…' })).toBeTruthy();
  });

  it('names an anonymised candidate in words, as plain text, with no initials and no moves', () => {
    const { container } = renderRoute(
      <CandidateRow
        row={rowOf(ERASED)}
        to="?candidate=x"
        selected={false}
        menu={menu}
        onDragStart={() => {}}
      />,
      { path: '/hr/jobs/:jobId', url: '/hr/jobs/1', locale: 'ar' },
    );
    expect(screen.getByText('مرشح مجهول الهوية')).toBeTruthy();
    expect(screen.queryByText('Deleted account')).toBeNull();
    expect(screen.queryByText('DA')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[draggable="true"]')).toBeNull();
  });
});

describe('CandidateLink', () => {
  it('links a person to their page, in the words asked for', () => {
    renderRoute(
      <CandidateLink
        candidate={{ fullName: 'Anjali Nair' }}
        to="/hr/candidates/x"
        label={(name) => `Open ${name}`}
      />,
      { path: '/hr', url: '/hr' },
    );
    expect(screen.getByRole('link', { name: 'Open Anjali Nair' }).getAttribute('href')).toBe(
      '/hr/candidates/x',
    );
  });

  it('names an offer’s or an interview’s anonymised candidate in words, with no page to open', () => {
    renderRoute(
      <CandidateLink candidate={{ fullName: 'Deleted account', anonymised: true }} to="/hr/candidates/x" />,
      {
        path: '/hr',
        url: '/hr',
        locale: 'zh-CN',
      },
    );
    expect(screen.getByText('已匿名的候选人')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Deleted account')).toBeNull();
  });
});
