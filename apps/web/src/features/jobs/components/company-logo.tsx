import type { JobSummary } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './company-logo.module.css';

/** Mantine's Avatar sizes: a card's logo (lg) and a job page's (xl). */
const SIZES = { lg: 56, xl: 84 } as const;

interface CompanyLogoProps {
  company: JobSummary['company'];
  size: keyof typeof SIZES;
}

/** Up to two initials, as Mantine's Avatar makes them ("Brightpath Accounting" → "BA"). */
export function initials(name: string): string {
  return name
    .split(/\s+/u)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * The company's logo from its address (the server's cached logo URL, or an outside one), with its
 * size reserved (on a card loaded lazily); without one, or when it fails to load, its initials,
 * hidden from screen readers. A plain image rather than Mantine's Avatar: a list renders many.
 */
export function CompanyLogo({ company, size }: CompanyLogoProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const px = SIZES[size];
  const style = { width: px, height: px };
  if (company.logoUrl !== null && company.logoUrl !== '' && !failed) {
    return (
      <img
        className={classes.logo}
        style={style}
        src={company.logoUrl}
        alt={t('jobs.job.logoAlt', { company: company.name })}
        width={px}
        height={px}
        // a list's many logos load as they scroll into view; a job page's one logo is at the top
        loading={size === 'lg' ? 'lazy' : 'eager'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${classes.logo} ${classes.initials}`} style={style} data-size={size} aria-hidden>
      {initials(company.name)}
    </span>
  );
}
