import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { JobListResponse } from '@talent/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { JOB_LIST_PAGE_SIZE } from '../api/list-jobs';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';
import classes from './job-list.module.css';
import { ListPages } from '../../../components/list-pages';

/**
 * Cards rendered at first, and added by each "Show more": a page holds 100 jobs (the spec's page
 * size), but rendering them all at once blocked a phone's main thread for about a second and the
 * first screen shows three cards (docs/decisions.md, "The job list renders 20 cards at first").
 */
export const FIRST_CARDS = 20;
export const MORE_CARDS = 20;
/** How far below the visible area the "Show more" button starts revealing more on its own. */
const REVEAL_MARGIN = '600px';

/** The box the list scrolls in: its own column beside a job on wide screens, else the page (null). */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * How many of `items` are shown: FIRST_CARDS, then MORE_CARDS more on each `more()` (the button, or
 * the button scrolling near the viewport); a new page or search starts again at FIRST_CARDS. The
 * job open beside the list is always among the shown ones.
 */
function useRevealed<T extends { id: string }>(
  items: readonly T[] | undefined,
  currentId: string | undefined,
) {
  const [state, setState] = useState({ items, count: FIRST_CARDS });
  let count = state.count;
  if (state.items !== items) {
    // a new answer (page, search): start again from the top (React's "adjust state while rendering")
    count = FIRST_CARDS;
    setState({ items, count });
  }
  const currentIndex =
    currentId === undefined || items === undefined ? -1 : items.findIndex((j) => j.id === currentId);
  const shown = Math.max(count, currentIndex + 1);
  // `from`: the count shown now (it can exceed the state's when the open job lies further down)
  const more = useCallback(
    (from: number) => setState((s) => ({ items: s.items, count: Math.max(s.count, from) + MORE_CARDS })),
    [],
  );
  return { shown, more };
}

type JobItem = JobListResponse['items'][number];

interface CardListProps {
  items: readonly JobItem[];
  listSearch: string;
  basePath: string | undefined;
  currentJobId: string | undefined;
  hideCompany: boolean;
  ref: React.Ref<HTMLUListElement>;
}

/** The cards; memoised, so that an urgent render with the same (deferred) items costs nothing. */
const CardList = memo(function CardList({
  items,
  listSearch,
  basePath,
  currentJobId,
  hideCompany,
  ref,
}: CardListProps) {
  return (
    <ul className={classes.list} ref={ref}>
      {items.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            listSearch={listSearch}
            basePath={basePath}
            current={job.id === currentJobId}
            hideCompany={hideCompany}
          />
        </li>
      ))}
    </ul>
  );
});

interface JobResultsProps {
  query: UseQueryResult<JobListResponse>;
  page: number;
  hasSearch: boolean;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
  basePath?: string | undefined;
  currentJobId?: string | undefined;
  hideCompany?: boolean;
}

export function JobResults({
  query,
  page,
  hasSearch,
  onPageChange,
  onClearSearch,
  basePath,
  currentJobId,
  hideCompany = false,
}: JobResultsProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data } = query;
  const hasItems = data !== undefined && data.items.length > 0;
  const { shown, more } = useRevealed(data?.items, currentJobId);
  const hasMore = data !== undefined && shown < data.items.length;
  const visible = useMemo(() => data?.items.slice(0, shown), [data, shown]);
  // The cards render in the background (useDeferredValue: React renders them in slices, yielding to
  // the browser), not in the one task that takes the answer: 20 cards at once blocked a slow phone
  // for several hundred milliseconds (Lighthouse's total blocking time). Until they are ready the
  // skeleton stays, so the list's room does not change twice.
  const cards = useDeferredValue(visible);
  const cardsPending = hasItems && cards === undefined;
  // "Show more" waits for the cards it follows: under the skeleton it sat near the top of the page
  // and its observer revealed the next 20 at once
  const moreReady = hasMore && cards === visible;
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // the first card a "Show more" click added takes the focus, so keyboard users carry on reading there
  const focusCard = useRef<number | null>(null);

  useEffect(() => {
    if (focusCard.current === null) return;
    listRef.current?.children[focusCard.current]?.querySelector<HTMLElement>('a[href]')?.focus();
    focusCard.current = null;
  }, [cards]);

  // scrolling near the button reveals more on its own, so the list reads as one page of 100
  useEffect(() => {
    const button = moreRef.current;
    if (!moreReady || button === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more(shown);
      },
      { root: scrollingAncestor(button), rootMargin: `0px 0px ${REVEAL_MARGIN} 0px` },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [moreReady, shown, more]);

  // a page past the last one (`?page=999`): nothing is wrong with the search, the list just ended
  const pastEnd = data !== undefined && !hasItems && page > 1;
  const firstPage = new URLSearchParams(search);
  firstPage.delete('page');
  const firstPageSearch = firstPage.toString();

  return (
    <Stack gap="md">
      {/* one live region, present in every state, so screen readers hear "loading" and then the count;
          its line is kept while loading, so that the count does not push the list down when it comes */}
      <Text role="status" fw={600} mih={query.isPending || hasItems ? '1lh' : undefined}>
        {query.isPending && <VisuallyHidden>{t('jobs.list.loading')}</VisuallyHidden>}
        {hasItems &&
          (data.totalIsEstimate === true
            ? t('jobs.list.totalMoreThan', { count: data.total - 1 })
            : t('jobs.list.total', { count: data.total }))}
      </Text>

      {(query.isPending || cardsPending) && <JobListSkeleton />}

      {query.isError && (
        <ErrorState
          title={t('jobs.list.errorTitle')}
          message={t('jobs.list.errorMessage')}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void query.refetch()}
          error={query.error}
        />
      )}

      {pastEnd && (
        <EmptyState
          title={t('jobs.list.pastEndTitle')}
          message={t('jobs.list.pastEndMessage')}
          action={
            <Button
              component={Link}
              to={firstPageSearch === '' ? '?' : `?${firstPageSearch}`}
              variant="outline"
            >
              {t('jobs.list.firstPage')}
            </Button>
          }
        />
      )}

      {data !== undefined && !hasItems && !pastEnd && (
        <EmptyState
          icon={IconSearch}
          title={t('jobs.list.emptyTitle')}
          // "remove some filters" only when there are some
          message={hasSearch ? t('jobs.list.emptyMessage') : undefined}
          action={
            hasSearch ? (
              <Button variant="outline" onClick={onClearSearch}>
                {t('jobs.list.clearSearch')}
              </Button>
            ) : undefined
          }
        />
      )}

      {hasItems && cards !== undefined && cards.length > 0 && (
        <CardList
          items={cards}
          listSearch={search}
          basePath={basePath}
          currentJobId={currentJobId}
          hideCompany={hideCompany}
          ref={listRef}
        />
      )}

      {moreReady && (
        <Button
          ref={moreRef}
          variant="default"
          onClick={() => {
            focusCard.current = shown;
            more(shown);
          }}
          style={{ alignSelf: 'center' }}
        >
          {t('jobs.list.showMore')}
        </Button>
      )}

      {/* like "Show more", after the cards: under the skeleton the cards would push it down */}
      {hasItems && !cardsPending && data.total > JOB_LIST_PAGE_SIZE && (
        <ListPages
          total={data.total}
          pageSize={JOB_LIST_PAGE_SIZE}
          page={page}
          label={t('jobs.list.pagination')}
          onChange={onPageChange}
          py="md"
        />
      )}
    </Stack>
  );
}
