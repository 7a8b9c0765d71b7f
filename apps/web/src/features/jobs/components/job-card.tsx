import type { JobSummary } from '@talent/contracts';
import { IconBriefcase, IconCash, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { jobLinkState } from '../hooks/use-back-to-list';
import { useJobFormat } from '../hooks/use-job-format';
import { CompanyLogo } from './company-logo';
import { WORK_MODEL_LABEL_KEYS } from './work-model-labels';
import classes from './job-card.module.css';

/** Skills shown on a card; the rest are counted ("+3"). */
const CARD_SKILLS = 4;

interface JobCardProps {
  job: JobSummary;
  /** The list's query string, handed to the detail page for its back link. */
  listSearch: string;
  /** Where the job opens: `/jobs/{id}` by default; a split list keeps its search in the address. */
  basePath?: string | undefined;
  /** The job shown beside the list. */
  current?: boolean;
  /** On a company's own page the header already shows the logo and the name. */
  hideCompany?: boolean;
  /** The fit badge slot (a job seeker's fit). */
  fit?: ReactNode;
  /** The actions slot (save toggle): above the card's link, so both stay separately clickable. */
  actions?: ReactNode;
}

/**
 * The design system's job card: logo, title, company, place, type, salary, posted, skills, a fit
 * badge slot and an actions slot. Plain elements styled by job-card.module.css: a list renders many
 * cards, and Mantine's layout components cost several React components each. The whole card is clickable through one link (the title's, whose
 * box is stretched over the card), so there is one tab stop and no link nested in another control;
 * the actions sit above that box.
 */
export function JobCard({
  job,
  listSearch,
  basePath,
  current = false,
  hideCompany = false,
  fit,
  actions,
}: JobCardProps) {
  const { t } = useTranslation();
  // a place answered before work models says only whether it is remote
  const workModel = job.location.workModel ?? (job.location.remote ? 'remote' : 'on_site');
  const format = useJobFormat();
  const extraSkills = job.skills.length - CARD_SKILLS;

  const to = basePath === undefined ? `/jobs/${job.id}` : `${basePath}/${job.id}${listSearch}`;

  return (
    <article className={classes.card} data-current={current}>
      {!hideCompany && <CompanyLogo company={job.company} size="lg" />}
      <div className={classes.body}>
        <div className={classes.head}>
          <h2 className={classes.title}>
            <Link
              to={to}
              aria-current={current ? 'page' : undefined}
              state={jobLinkState(listSearch)}
              dir="auto"
              lang={job.textLanguage}
              className={classes.titleLink}
            >
              {job.title}
            </Link>
          </h2>
          {actions !== undefined && <div className={classes.actions}>{actions}</div>}
        </div>
        {!hideCompany && (
          <p className={classes.company}>
            <bdi>{job.company.name}</bdi>
          </p>
        )}
        <p className={classes.row}>
          <span className={classes.fact}>
            <IconMapPin size={iconSize.sm} aria-hidden />
            <bdi>{format.location(job.location)}</bdi>
          </span>
          <span className={classes.fact}>
            <IconBriefcase size={iconSize.sm} aria-hidden />
            {format.employmentType(job.employmentType)}
          </span>
          {workModel !== 'on_site' && (
            <span className={`${classes.badge} ${classes.remote}`}>
              {t(WORK_MODEL_LABEL_KEYS[workModel])}
            </span>
          )}
        </p>
        {job.salary !== null && (
          <p className={`${classes.row} ${classes.fact}`}>
            <IconCash size={iconSize.sm} aria-hidden />
            {format.salary(job.salary)}
          </p>
        )}
        {job.skills.length > 0 && (
          <p className={classes.row}>
            {job.skills.slice(0, CARD_SKILLS).map((skill) => (
              <bdi key={skill.id} className={classes.badge}>
                {skill.skillName}
              </bdi>
            ))}
            {extraSkills > 0 && <span className={classes.more}>+{extraSkills}</span>}
          </p>
        )}
        <div className={`${classes.row} ${classes.foot}`}>
          <span className={`${classes.fact} ${classes.dimmed}`}>
            <IconClock size={iconSize.sm} aria-hidden />
            <time dateTime={job.publishedAt} title={format.date(job.publishedAt)}>
              {format.posted(job.publishedAt)}
            </time>
          </span>
          {fit}
        </div>
      </div>
    </article>
  );
}
