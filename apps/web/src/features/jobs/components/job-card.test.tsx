import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildJobSummary } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { JobCard } from './job-card';

const job = buildJobSummary({
  title: 'Data Analyst',
  company: { id: '00000000-0000-4000-8000-000000000999', name: 'شركة الوفاء للتقنية', logoUrl: null },
  skills: ['SQL', 'Python', 'Excel', 'Tableau', 'R', 'Power BI'].map((skillName, i) => ({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    skillName,
  })),
});

describe('JobCard', () => {
  it('is one link (the whole card), with the company name isolated from the page direction', () => {
    renderRoute(<JobCard job={job} listSearch="" />, { path: '/jobs', url: '/jobs' });
    const card = screen.getByRole('article');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    const company = within(card).getByText('شركة الوفاء للتقنية');
    expect(company.tagName).toBe('BDI');
  });

  it('shows the first skills and counts the rest', () => {
    renderRoute(<JobCard job={job} listSearch="" />, { path: '/jobs', url: '/jobs' });
    expect(screen.getByText('SQL')).toBeTruthy();
    expect(screen.getByText('Tableau')).toBeTruthy();
    expect(screen.queryByText('R')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('leaves the logo and the name out on the company’s own page, and takes fit and actions slots', () => {
    renderRoute(
      <JobCard
        job={job}
        listSearch=""
        hideCompany
        fit={<span>75% fit</span>}
        actions={<button>Save</button>}
      />,
      { path: '/jobs', url: '/jobs' },
    );
    expect(screen.queryByText('شركة الوفاء للتقنية')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('75% fit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
