import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildJobSummary } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { CompanyLogo, initials } from './company-logo';
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

  it('is light: a list page renders many, so a card stays a few dozen elements', () => {
    renderRoute(<JobCard job={job} listSearch="" />, { path: '/jobs', url: '/jobs' });
    const card = screen.getByRole('article');
    // every fact, four skills, the count of the rest and the initials: 36 elements, many of them the
    // icons' svg and paths (the Mantine-built card was 46, and several React components per element)
    expect(card.querySelectorAll('*').length).toBeLessThanOrEqual(36);
    expect(within(card).getByRole('heading', { level: 2, name: 'Data Analyst' })).toBeTruthy();
  });

  it('shows the logo lazily with its size reserved, and the initials when it fails to load', () => {
    const withLogo = buildJobSummary({
      company: {
        id: '00000000-0000-4000-8000-000000000998',
        name: 'Brightpath Accounting',
        logoUrl: '/logo.svg',
      },
    });
    renderRoute(<JobCard job={withLogo} listSearch="" />, { path: '/jobs', url: '/jobs' });
    const logo = screen.getByRole('img', { name: 'Brightpath Accounting logo' });
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['56', '56']);
    fireEvent.error(logo);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('BA').getAttribute('aria-hidden')).toBe('true');
  });

  it('loads a job page’s one logo at once, at its larger size', () => {
    const company = { id: '00000000-0000-4000-8000-000000000997', name: 'Acme', logoUrl: '/acme.svg' };
    renderRoute(<CompanyLogo company={company} size="xl" />, { path: '/jobs', url: '/jobs' });
    const logo = screen.getByRole('img', { name: 'Acme logo' });
    expect(logo.getAttribute('loading')).toBe('eager');
    expect(logo.getAttribute('width')).toBe('84');
  });

  it('makes initials from the first two words, in any script', () => {
    expect(initials('Brightpath Accounting & Advisory')).toBe('BA');
    expect(initials('شركة الوفاء للتقنية')).toBe('شا');
    expect(initials('  acme ')).toBe('A');
  });
});
