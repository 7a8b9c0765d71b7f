import { Button, Group, Menu } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { RecentSearch, StoredSearchFilters } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  hasJobFilters,
  type JobSearchFilters,
  parseJobListParams,
} from '../../jobs/hooks/use-job-list-params';
import { iconSize } from '../../../app/theme';
import { showToast } from '../../../lib/ui-store';
import {
  useRecentSearches,
  useRecordRecentSearch,
  useRemoveRecentSearch,
  useSaveSearch,
} from '../api/searches';
import { searchHref, storedFiltersOf, SummaryParts, useSearchSummary } from './saved-searches-format';
import classes from './seeker.module.css';

/** How many recent searches the search box offers. */
export const RECENT_SEARCHES_SHOWN = 8;

/** Records a search the seeker ran, with every filter then set, as a recent search. */
export function useSearchRecorder(seeker: boolean) {
  const record = useRecordRecentSearch();
  return (search: JobSearchFilters) => {
    if (seeker && hasJobFilters(search)) record.mutate(storedFiltersOf(search));
  };
}

/** A recent search as shown, with the ids of every stored search it stands for (repeats in another case). */
export interface RecentSearchGroup {
  search: RecentSearch;
  ids: string[];
}

/** The last searches that narrow the list, newest first, repeats folded into the first, at most `shown`. */
export function groupRecentSearches(
  items: readonly RecentSearch[],
  shown = RECENT_SEARCHES_SHOWN,
): RecentSearchGroup[] {
  const groups = new Map<string, RecentSearchGroup>();
  for (const r of items) {
    const href = searchHref({ ...r.filters, keyword: r.keyword });
    if (href === '/jobs') continue;
    const key = href.toLocaleLowerCase();
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { search: r, ids: [r.id] });
    else group.ids.push(r.id);
  }
  return [...groups.values()].slice(0, shown);
}

function useRecentSearchGroups(enabled = true): RecentSearchGroup[] {
  const recent = useRecentSearches(enabled);
  return groupRecentSearches(recent.data?.items ?? []);
}

/** The seeker's last searches that narrow the list, newest first, without repeats. */
export function useRecentSearchItems(enabled = true): RecentSearch[] {
  return useRecentSearchGroups(enabled).map((g) => g.search);
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

/**
 * A "Recent searches" menu button: each item runs that search again, every filter included, on
 * `listPath`, and is followed by its own remove item (named with the search), which keeps the menu
 * open and moves to the next search.
 */
export function RecentSearchesMenu({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const groups = useRecentSearchGroups();
  const partsOf = useRecentParts();
  const remove = useRemoveRecentSearch();
  if (groups.length === 0) return null;

  const onRemove = (group: RecentSearchGroup, target: HTMLElement) => {
    const name = partsOf(group.search).join(' · ');
    // the row goes at once: move to the next row's search (or the one before) first
    const row = target.closest('[data-recent-row]');
    const next = row?.nextElementSibling ?? row?.previousElementSibling;
    next?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
    remove.mutate(group.ids, {
      onSuccess: () => showToast(t('jobs.search.removedToast', { name })),
      onError: () => showToast(t('jobs.search.removeFailed', { name })),
    });
  };

  return (
    <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="xs">
          {t('jobs.search.recent')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {groups.map((group) => {
          const r = group.search;
          const parts = partsOf(r);
          return (
            <div key={r.id} className={classes.recentRow} data-recent-row>
              <Menu.Item
                component={Link}
                to={searchHref({ ...r.filters, keyword: r.keyword }, listPath)}
                className={classes.recentLink}
              >
                <SummaryParts parts={parts} />
              </Menu.Item>
              <Menu.Item
                closeMenuOnClick={false}
                aria-label={t('jobs.search.remove', { name: parts.join(' · ') })}
                className={classes.recentRemove}
                onClick={(event) => onRemove(group, event.currentTarget)}
              >
                <IconX size={iconSize.sm} aria-hidden />
              </Menu.Item>
            </div>
          );
        })}
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
