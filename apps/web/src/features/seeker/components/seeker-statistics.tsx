import { Skeleton, VisuallyHidden } from '@mantine/core';
import type { JobSeekerStatistics } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { useSeekerStatistics } from '../api/statistics';
import classes from './seeker-statistics.module.css';

interface Figure {
  key: string;
  label: string;
  value: (s: JobSeekerStatistics) => number;
  to: string;
}

/**
 * The seeker's figures as one compact row on the home (applications, invitations, interviews and
 * offers waiting, saved jobs, profile views), each a link to where it is listed. Its room is fixed
 * (skeletons while loading), so nothing under it moves; it says nothing when the figures fail: the
 * home's other parts matter more than an error about numbers.
 */
export function SeekerStatistics() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useSeekerStatistics();
  const data = query.data;
  // a failure, or an answer without the figures, leaves the row out rather than the home broken
  if (query.isError || (data !== undefined && typeof data.applications?.total !== 'number')) return null;
  const number = new Intl.NumberFormat(locale);
  const figures: Figure[] = [
    {
      key: 'applications',
      label: t('jobs.home.statApplications'),
      value: (s) => s.applications.total,
      to: '/applications',
    },
    {
      key: 'invitations',
      label: t('jobs.home.statInvitations'),
      value: (s) => s.pendingInvitations,
      to: '/invitations?status=pending',
    },
    {
      key: 'interviews',
      label: t('jobs.home.statInterviews'),
      value: (s) => s.upcomingAssessments,
      to: '/applications?status=interviewing',
    },
    {
      key: 'offers',
      label: t('jobs.home.statOffers'),
      value: (s) => s.offersWaiting,
      to: '/applications?status=offered',
    },
    { key: 'saved', label: t('jobs.home.statSaved'), value: (s) => s.savedJobs, to: '/saved' },
    { key: 'views', label: t('jobs.home.statViews'), value: (s) => s.profileViews, to: '/profile' },
  ];
  return (
    <ul className={classes.row} aria-label={t('jobs.home.statsLabel')} aria-busy={data === undefined}>
      {figures.map((figure) => (
        <li key={figure.key} className={classes.figure}>
          {data === undefined ? (
            <>
              <Skeleton height={22} width="40%" mb={6} />
              <Skeleton height={10} width="80%" />
              {figure.key === 'applications' && (
                <VisuallyHidden>{t('jobs.home.statsLoading')}</VisuallyHidden>
              )}
            </>
          ) : (
            <Link to={figure.to} className={classes.link}>
              <span className={classes.value}>{number.format(figure.value(data))}</span>{' '}
              <span className={classes.label}>{figure.label}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
