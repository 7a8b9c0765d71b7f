import { Anchor, Avatar, Button, Card, Loader, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useAppliedOrganisations } from '../api/applied-organisations';
import classes from './seeker.module.css';

/** How many companies show before "Show all". */
export const APPLIED_COMPANIES_SHOWN = 5;

/** A company's initials for its avatar when it has no logo: the first letters of its first two words. */
export function companyInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * "Companies you applied to" beside the applications: each company's page a click away, with how
 * many times and when the seeker last applied there.
 */
export function AppliedCompanies() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const query = useAppliedOrganisations();
  const items = query.data?.items ?? [];
  const shown = expanded ? items : items.slice(0, APPLIED_COMPANIES_SHOWN);

  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('applications.companies.heading')}
      </Title>
      {query.isPending && <Loader size="sm" aria-label={t('applications.companies.loading')} role="status" />}
      {query.isError && (
        <div role="alert">
          <Text size="sm">{t('applications.companies.error')}</Text>
          <Button variant="subtle" size="compact-sm" px={0} onClick={() => void query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('applications.companies.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <ul className={classes.companyList} id={listId}>
          {shown.map((org) => (
            <li key={org.organisationId} className={classes.companyItem}>
              <Avatar src={org.logoUrl} radius="sm" size="md" alt="" aria-hidden color="brand">
                {companyInitials(org.name)}
              </Avatar>
              <div className={classes.pendingText}>
                <Anchor component={Link} to={`/jobs/companies/${org.organisationId}`} fw={600}>
                  <bdi>{org.name}</bdi>
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('applications.companies.count', { count: org.applicationCount })}
                  {' · '}
                  <time dateTime={org.lastAppliedAt}>
                    {t('applications.companies.last', { date: formatDate(org.lastAppliedAt, locale) })}
                  </time>
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
      {items.length > APPLIED_COMPANIES_SHOWN && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          px={0}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t('applications.companies.showFewer')
            : t('applications.companies.showAll', { total: items.length })}
        </Button>
      )}
    </Card>
  );
}
