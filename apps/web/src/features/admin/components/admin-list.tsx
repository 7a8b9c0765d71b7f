import { Button, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdminPagination } from './admin-pagination';
import { AdminTable } from './admin-table';
import { SearchBox } from './search-box';
import type { ListAddress } from './use-list-address';

/** A page of one of the console's lists, as the server answers it. */
interface ListPage<T> {
  items: readonly T[];
  total: number;
}

/** What a list takes of its query (TanStack Query's answer, kept from page to page). */
interface ListQuery<T> {
  data: ListPage<T> | undefined;
  isError: boolean;
  error: unknown;
  /** The rows on screen are the previous page's while the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

interface AdminListBodyProps<T> {
  list: ListQuery<T>;
  errorTitle: string;
  loadingLabel: string;
  /** What stands instead of a page without rows, given how many rows the list has in all. */
  empty: (total: number) => ReactNode;
  page: number;
  /** What the pages are of ("Pages of users"). */
  paginationLabel: string;
  onPage: (page: number) => void;
  /** The page's rows (a table), `busy` while they are the previous page's. */
  children: (items: readonly T[], busy: boolean) => ReactNode;
}

/**
 * A list of the console below its header and filters: the loader, the failure (with a retry), the
 * empty state, or the page's rows and the pages.
 */
export function AdminListBody<T>({
  list,
  errorTitle,
  loadingLabel,
  empty,
  page,
  paginationLabel,
  onPage,
  children,
}: AdminListBodyProps<T>) {
  const { t } = useTranslation();
  const data = list.data;
  if (data === undefined) {
    return list.isError ? (
      <ErrorState
        title={errorTitle}
        message={t('admin.common.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    ) : (
      <PageLoader label={loadingLabel} />
    );
  }
  if (data.items.length === 0) return empty(data.total);
  return (
    <>
      {children(data.items, list.isPlaceholderData)}
      <AdminPagination total={data.total} page={page} label={paginationLabel} onChange={onPage} />
    </>
  );
}

/** The words of a searchable list, in the screen's own keys. */
export interface SearchListText {
  title: string;
  /** "2 users": the header's count of every row that matches. */
  total: (count: number) => string;
  searchLabel: string;
  searchHint?: string;
  errorTitle: string;
  loading: string;
  emptyTitle: string;
  noMatchTitle: string;
  noMatchMessage: (q: string) => string;
  tableCaption: string;
  pagination: string;
}

interface AdminSearchListProps<T> {
  text: SearchListText;
  icon: Icon;
  /** The search and the page, as the address keeps them (useListAddress). */
  address: ListAddress;
  /** The list's query, asked with the address's search and page. */
  list: ListQuery<T>;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: string;
  /** The table's head and body for a page's rows. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A searchable list of the console (users, organisations): its title and count, the search box,
 * a page of rows at a time, and what to do when nothing is found (clear the search, go to page 1).
 */
export function AdminSearchList<T>(props: AdminSearchListProps<T>) {
  const { text, icon, address, list, minWidth, children } = props;
  const { t } = useTranslation();
  usePageTitle(text.title);
  const { q, page, setQuery, setPage } = address;
  const data = list.data;

  return (
    <Stack gap="lg">
      <PageHeader title={text.title} description={data === undefined ? undefined : text.total(data.total)} />
      <SearchBox value={q} label={text.searchLabel} description={text.searchHint} onSearch={setQuery} />
      <AdminListBody
        list={list}
        errorTitle={text.errorTitle}
        loadingLabel={text.loading}
        page={page}
        paginationLabel={text.pagination}
        onPage={setPage}
        empty={(total) =>
          page > 1 && total > 0 ? (
            <EmptyState
              icon={icon}
              title={t('admin.common.noMoreTitle')}
              action={
                <Button variant="default" onClick={() => setPage(1)}>
                  {t('admin.common.firstPage')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={icon}
              title={q === '' ? text.emptyTitle : text.noMatchTitle}
              message={q === '' ? undefined : text.noMatchMessage(q)}
              action={
                q === '' ? undefined : (
                  <Button variant="default" onClick={() => setQuery('')}>
                    {t('admin.common.clearSearch')}
                  </Button>
                )
              }
            />
          )
        }
      >
        {(items, busy) => (
          <AdminTable caption={text.tableCaption} minWidth={minWidth} busy={busy}>
            {children(items)}
          </AdminTable>
        )}
      </AdminListBody>
    </Stack>
  );
}
