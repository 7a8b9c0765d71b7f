import { Button, Group, Menu } from '@mantine/core';
import type { RecentSearch, StoredSearchFilters } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  hasJobFilters,
  type JobSearchFilters,
  parseJobListParams,
} from '../../jobs/hooks/use-job-list-params';
import { showToast } from '../../../lib/ui-store';
import { useRecentSearches, useRecordRecentSearch, useSaveSearch } from '../api/searches';
import { searchHref, storedFiltersOf, SummaryParts, useSearchSummary } from './saved-searches-format';

/** How many recent searches the search box offers. */
export const RECENT_SEARCHES_SHOWN = 8;

/** Records a search the seeker ran, with every filter then set, as a recent search. */
export function useSearchRecorder(seeker: boolean) {
  const record = useRecordRecentSearch();
  return (search: JobSearchFilters) => {
    if (seeker && hasJobFilters(search)) record.mutate(storedFiltersOf(search));
  };
}

/** The seeker's last searches that narrow the list, newest first, without repeats. */
export function useRecentSearchItems(enabled = true): RecentSearch[] {
  const recent = useRecentSearches(enabled);
  const seen = new Set<string>();
  return (recent.data?.items ?? [])
    .filter((r) => {
      const href = searchHref({ ...r.filters, keyword: r.keyword });
      const key = href.toLocaleLowerCase();
      if (href === '/jobs' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, RECENT_SEARCHES_SHOWN);
}

/** A recent search in words, part by part: its keyword first, then its other filters. */
function useRecentParts() {
  const summary = useSearchSummary();
  return (r: RecentSearch): string[] => {
    const keyword = r.keyword.trim();
    const hasOthers = Object.values(r.filters).some((v) => v !== undefined && v.length > 0);
    if (!hasOthers) return [keyword];
    const rest = summary(r.filters);
    return keyword === '' ? rest : [keyword, ...rest];
  };
}

/** A "Recent searches" menu button: each item runs that search again, every filter included, on `listPath`. */
export function RecentSearchesMenu({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const items = useRecentSearchItems();
  const partsOf = useRecentParts();
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="xs">
          {t('jobs.search.recent')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((r) => (
          <Menu.Item
            key={r.id}
            component={Link}
            to={searchHref({ ...r.filters, keyword: r.keyword }, listPath)}
          >
            <SummaryParts parts={partsOf(r)} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The name a search is saved under: its keyword, else its place, else its other filters in words. */
function useSearchName() {
  const summary = useSearchSummary();
  return (filters: StoredSearchFilters) =>
    (filters.keyword ?? filters.location ?? summary(filters).join(' · ')).slice(0, 120);
}

/** "Save this search" (every filter of the address) and the seeker's recent searches, beside the job search. */
export function SearchTools({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = parseJobListParams(params);
  const save = useSaveSearch();
  const nameOf = useSearchName();

  const onSave = () => {
    const stored = storedFiltersOf(filters);
    save.mutate(
      { name: nameOf(stored), filters: stored },
      {
        onSuccess: (search) => showToast(t('jobs.search.savedToast', { name: search.name })),
        onError: () => showToast(t('jobs.search.saveFailed')),
      },
    );
  };

  return (
    <Group gap="sm" wrap="wrap">
      <RecentSearchesMenu listPath={listPath} />
      {hasJobFilters(filters) && (
        <Button variant="outline" size="xs" loading={save.isPending} onClick={onSave}>
          {t('jobs.search.save')}
        </Button>
      )}
    </Group>
  );
}
