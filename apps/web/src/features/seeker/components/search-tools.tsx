import { Button, Group, Menu } from '@mantine/core';
import type { RecentSearch } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/ui-store';
import { useRecentSearches, useRecordRecentSearch, useSaveSearch } from '../api/searches';
import { searchHref } from './saved-searches';

/** How many recent searches the search box offers. */
export const RECENT_SEARCHES_SHOWN = 8;

/** Records a search the seeker ran as a recent search. */
export function useSearchRecorder(seeker: boolean) {
  const record = useRecordRecentSearch();
  return (keyword: string) => {
    if (seeker && keyword !== '') record.mutate(keyword);
  };
}

/** The seeker's last searches with a keyword, newest first, without repeats. */
export function useRecentSearchItems(enabled = true): RecentSearch[] {
  const recent = useRecentSearches(enabled);
  const seen = new Set<string>();
  return (recent.data?.items ?? [])
    .filter((r) => {
      const key = r.keyword.trim().toLocaleLowerCase();
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, RECENT_SEARCHES_SHOWN);
}

/** A "Recent searches" menu button: each item runs that search again on `listPath`. */
export function RecentSearchesMenu({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const items = useRecentSearchItems();
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
            to={searchHref({ ...r.filters, keyword: r.keyword }).replace(/^\/jobs/, listPath)}
          >
            <bdi>{r.keyword}</bdi>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Save this search" and the seeker's recent searches, beside the job search. */
export function SearchTools({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const save = useSaveSearch();

  return (
    <Group gap="sm" wrap="wrap">
      <RecentSearchesMenu listPath={listPath} />
      {keyword !== '' && (
        <Button
          variant="outline"
          size="xs"
          loading={save.isPending}
          onClick={() =>
            save.mutate(keyword, {
              onSuccess: () => showToast(t('jobs.search.savedToast', { keyword })),
              onError: () => showToast(t('jobs.search.saveFailed')),
            })
          }
        >
          {t('jobs.search.save')}
        </Button>
      )}
    </Group>
  );
}
