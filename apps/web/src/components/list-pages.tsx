import { Box, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The pages of a list, in a navigation region named by `label` ("Job pages"); none when one page
 * holds everything. Each page and the previous and next controls are named in words for screen
 * readers.
 */
export function ListPages({
  total,
  pageSize,
  page,
  label,
  onChange,
  size,
  py,
}: {
  /** How many items the whole list has. */
  total: number;
  pageSize: number;
  /** The current page, from 1. */
  page: number;
  label: string;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
  py?: 'md';
}) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box component="nav" aria-label={label} py={py}>
      <Pagination
        size={size}
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': t('common.pager.page', { page: p }) })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('common.pager.previous') };
          if (control === 'next') return { 'aria-label': t('common.pager.next') };
          return {};
        }}
      />
    </Box>
  );
}
