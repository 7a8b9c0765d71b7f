import { Box, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE } from '../api/keys';

/** The pages of a list (none when one page holds everything), as the recruiter's lists have them. */
export function AdminPagination({
  total,
  page,
  label,
  onChange,
}: {
  total: number;
  page: number;
  /** What the pages are of ("Pages of users"). */
  label: string;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= ADMIN_PAGE_SIZE) return null;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': t('admin.common.pageLabel', { page: p }) })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('admin.common.previousPage') };
          if (control === 'next') return { 'aria-label': t('admin.common.nextPage') };
          return {};
        }}
      />
    </Box>
  );
}
