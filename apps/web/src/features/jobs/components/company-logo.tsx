import { Avatar, type MantineSize } from '@mantine/core';
import type { JobSummary } from '@talent/contracts';
import { useTranslation } from 'react-i18next';

interface CompanyLogoProps {
  company: JobSummary['company'];
  size: MantineSize;
}

/**
 * The company's logo from its address (the server's cached logo URL, or an outside one); without one,
 * its initials, hidden from screen readers.
 */
export function CompanyLogo({ company, size }: CompanyLogoProps) {
  const { t } = useTranslation();
  if (company.logoUrl !== null && company.logoUrl !== '') {
    return (
      <Avatar
        src={company.logoUrl}
        alt={t('jobs.job.logoAlt', { company: company.name })}
        size={size}
        radius="md"
      />
    );
  }
  return <Avatar name={company.name} color="brand" size={size} radius="md" aria-hidden />;
}
