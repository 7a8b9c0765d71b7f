import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/ui-store';
import { useRecentSearches, useRecordRecentSearch, useSaveSearch } from '../api/searches';

/** Records a search the seeker ran as a recent search. */
export function useSearchRecorder(seeker: boolean) {
  const record = useRecordRecentSearch();
  return (keyword: string) => {
    if (seeker && keyword !== '') record.mutate(keyword);
  };
}

/** "Save this search" and the seeker's recent searches, beside the job search. */
export function SearchTools({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const recent = useRecentSearches(true);
  const save = useSaveSearch();
  const items = (recent.data?.items ?? []).filter((r) => r.keyword !== '').slice(0, 5);

  return (
    <Group gap="sm" wrap="wrap">
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
      {items.length > 0 && (
        <Group gap="xs" wrap="wrap" component="nav" aria-label={t('jobs.search.recent')}>
          <Text size="sm" fw={600}>
            {t('jobs.search.recent')}
          </Text>
          {items.map((r) => (
            <Anchor
              key={r.id}
              component={Link}
              to={`${listPath}?keyword=${encodeURIComponent(r.keyword)}`}
              size="sm"
              dir="auto"
            >
              {r.keyword}
            </Anchor>
          ))}
        </Group>
      )}
    </Group>
  );
}
