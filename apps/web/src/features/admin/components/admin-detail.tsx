import { Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-client';
import classes from './admin.module.css';

interface AdminDetailProps<T> {
  /** The query of the one thing the page shows. */
  query: UseQueryResult<T>;
  loading: string;
  notFoundTitle: string;
  notFoundMessage: string;
  errorTitle: string;
  /** The list the page belongs to: offered when there is no such thing. */
  back: { to: string; label: string };
  /** The page, once the thing is here. */
  children: (data: T) => ReactNode;
}

/**
 * A console page of one thing (a user, an organisation) until it is here: the loader, "no such …"
 * for an unknown id (404, or 400 for one that is not an id) with the way back to the list, or the
 * failure with a retry; then the page itself.
 */
export function AdminDetail<T>(props: AdminDetailProps<T>) {
  const { query, loading, notFoundTitle, notFoundMessage, errorTitle, back, children } = props;
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError) {
    if (isApiError(query.error, 404, 400)) {
      return (
        <EmptyState
          headingOrder={1}
          title={notFoundTitle}
          message={notFoundMessage}
          action={
            <Button component={Link} to={back.to} variant="default">
              {back.label}
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        headingOrder={1}
        title={errorTitle}
        message={t('admin.common.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

/** The small link above a console page back to its list ("All organisations"). */
export function AdminBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={iconSize.sm} aria-hidden className={classes.mirrorIcon} />
        {label}
      </Group>
    </Anchor>
  );
}
