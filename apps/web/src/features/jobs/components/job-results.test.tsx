import { act, fireEvent, screen } from '@testing-library/react';
import type { JobListResponse } from '@talent/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJobList, buildJobSummary } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { FIRST_CARDS, JobResults, MORE_CARDS } from './job-results';

/** A settled query holding `data`, as useJobs would hand it over. */
function settled(data: JobListResponse): UseQueryResult<JobListResponse> {
  return {
    data,
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<JobListResponse>;
}

function jobs(count: number) {
  return Array.from({ length: count }, (_, i) => buildJobSummary({ title: `Job ${i + 1}` }));
}

function renderResults(data: JobListResponse, currentJobId?: string) {
  return renderRoute(
    <JobResults
      query={settled(data)}
      page={1}
      hasSearch={false}
      onPageChange={() => undefined}
      onClearSearch={() => undefined}
      currentJobId={currentJobId}
      basePath={currentJobId === undefined ? undefined : '/jobs/all'}
    />,
    { path: '/jobs', url: '/jobs' },
  );
}

// plain selectors: role queries over a hundred cards take seconds in jsdom
const cards = () => document.querySelectorAll('article');
const moreButton = () => screen.queryByText('Show more jobs')?.closest('button') ?? null;
const showMore = () => {
  const button = moreButton();
  if (button === null) throw new Error('no "Show more jobs" button');
  fireEvent.click(button);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobResults', () => {
  it('renders the first cards of a 100-job page, and more on each "Show more" with the focus on the first new one', () => {
    renderResults(buildJobList(jobs(100), 250));
    expect(cards()).toHaveLength(FIRST_CARDS);
    // the count says the whole answer, not the cards rendered so far
    expect(screen.getByRole('status').textContent).toBe('250 jobs');

    showMore();
    expect(cards()).toHaveLength(FIRST_CARDS + MORE_CARDS);
    expect(document.activeElement?.tagName).toBe('A');
    expect(document.activeElement?.textContent).toBe(`Job ${FIRST_CARDS + 1}`);

    for (let i = 0; i < 3; i += 1) showMore();
    expect(cards()).toHaveLength(100);
    expect(moreButton()).toBeNull();
    // the result pages stay reachable throughout
    expect(document.querySelector('nav[aria-label="Result pages"]')).not.toBeNull();
  });

  it('has no "Show more" when the page is short', () => {
    renderResults(buildJobList(jobs(FIRST_CARDS)));
    expect(cards()).toHaveLength(FIRST_CARDS);
    expect(moreButton()).toBeNull();
  });

  it('reveals more when the button scrolls near the visible area, of the page or of the list’s own column', () => {
    let notify: IntersectionObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          notify = callback;
          options = init;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const view = renderResults(buildJobList(jobs(100)));
    expect(observe).toHaveBeenCalledWith(moreButton());
    expect(options?.root).toBeNull();
    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(cards()).toHaveLength(FIRST_CARDS + MORE_CARDS);
    // scrolling reveals without moving the focus
    expect(document.activeElement).toBe(document.body);
    view.unmount();

    // beside a job on wide screens the list scrolls in its own column: that column is the root
    renderRoute(
      <div data-testid="column" style={{ overflowY: 'auto' }}>
        <JobResults
          query={settled(buildJobList(jobs(100)))}
          page={1}
          hasSearch={false}
          onPageChange={() => undefined}
          onClearSearch={() => undefined}
        />
      </div>,
      { path: '/jobs', url: '/jobs' },
    );
    expect(options?.root).toBe(screen.getByTestId('column'));
  });

  it('always shows the job open beside the list, even far down the page', () => {
    const items = jobs(100);
    renderResults(buildJobList(items), items[64]?.id);
    expect(cards()).toHaveLength(65);
    expect(screen.getByText('Job 65').closest('a')?.getAttribute('aria-current')).toBe('page');
    showMore();
    expect(cards()).toHaveLength(65 + MORE_CARDS);
  });

  it('starts again from the first cards for a new answer (another page or search)', () => {
    function Pages() {
      const [data, setData] = useState(() => buildJobList(jobs(100), 200));
      return (
        <>
          <button onClick={() => setData(buildJobList(jobs(100), 200, 100))}>Next answer</button>
          <JobResults
            query={settled(data)}
            page={1}
            hasSearch={false}
            onPageChange={() => undefined}
            onClearSearch={() => undefined}
          />
        </>
      );
    }
    renderRoute(<Pages />, { path: '/jobs', url: '/jobs' });
    showMore();
    expect(cards()).toHaveLength(FIRST_CARDS + MORE_CARDS);
    fireEvent.click(screen.getByText('Next answer'));
    expect(cards()).toHaveLength(FIRST_CARDS);
  });
});
