import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CategoryWithSubs } from '@talent/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { useCategories } from '../../jobs/api/list-categories';
import { useRecentSearches } from '../api/searches';
import { pickLocalized } from '../../../lib/localized-text';
import { formatPercent } from './fit-format';
import { PendingActions, type PendingAction } from './pending-actions';
import { SeekerStatistics } from './seeker-statistics';
import { useRecommendedCompanies, useRecommendedJobs } from '../api/recommendations';
import classes from './seeker.module.css';

function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

interface JobsHomeProps {
  categories: readonly CategoryWithSubs[];
  /** What waits for the seeker's answer (the shell's job-seeker check); nothing shown when empty. */
  pending?: readonly PendingAction[] | undefined;
}

/**
 * The jobs home for a job seeker, under the search: what waits for an answer, the seeker's figures,
 * then recommended jobs and companies, categories, and all jobs.
 *
 * Nothing may move once it is on the screen (layout shift): the home appears in one piece once
 * everything it shows, and the recent-searches button above it (search-tools.tsx), has loaded, and
 * until then holds a screen's height, so the results under it stay below the fold instead of being
 * pushed down by each section as it arrives.
 */
export function JobsHome({ categories, pending = [] }: JobsHomeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const jobs = useRecommendedJobs();
  const companies = useRecommendedCompanies();
  const recent = useRecentSearches(true);
  const categoryList = useCategories();
  const jobItems = jobs.data?.items ?? [];
  const companyItems = companies.data?.items ?? [];

  if (jobs.isPending || companies.isPending || recent.isPending || categoryList.isPending) {
    return <div className={classes.homePending} data-testid="jobs-home-pending" aria-hidden />;
  }

  return (
    <Stack gap="lg" className={classes.home}>
      <PendingActions items={pending} />
      <SeekerStatistics />
      {jobItems.length > 0 && (
        <HomeSection title={t('jobs.home.recommendedJobs')}>
          <ul className={classes.tiles}>
            {jobItems.map((job) => (
              <li key={job.id} className={classes.tile}>
                <Anchor component={Link} to={`/jobs/recommend/${job.id}`} fw={600} dir="auto">
                  {job.title}
                </Anchor>
                {/* isolated, not dir="auto": a block in another script would sit on the far edge */}
                <Text size="sm">
                  <bdi>{job.company.name}</bdi>
                </Text>
                <Badge variant="light" tt="none" mt={4}>
                  {t('jobs.fit.percent', { percent: formatPercent(job.fit.percent, locale) })}
                </Badge>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {companyItems.length > 0 && (
        <HomeSection title={t('jobs.home.recommendedCompanies')}>
          <ul className={classes.tiles}>
            {companyItems.map((company) => (
              <li key={company.id} className={classes.tile}>
                <Anchor component={Link} to={`/jobs/companies/${company.id}`} fw={600} dir="auto">
                  {company.name}
                </Anchor>
                <Text size="sm">{t('jobs.company.openJobs', { count: company.openJobs })}</Text>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {categories.length > 0 && (
        <HomeSection title={t('jobs.home.categories')}>
          <Group component="ul" gap="xs" className={classes.chips}>
            {categories.map((category) => (
              <li key={category.id}>
                <Anchor component={Link} to={`/jobs/category/${category.id}`} size="sm">
                  {pickLocalized(category.name, locale)}
                </Anchor>
              </li>
            ))}
          </Group>
        </HomeSection>
      )}
      <Anchor component={Link} to="/jobs/all" fw={600}>
        {t('jobs.home.allJobs')}
      </Anchor>
    </Stack>
  );
}
