import { certificationInputSchema, type CertificationInput } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import type { Certification } from './api';
import { IssuedSection } from './issued-section';

/** The seeker's certifications, each with who issued it and when (a month). */
export function CertificationSection({ certifications }: { certifications: readonly Certification[] }) {
  const { t } = useTranslation();
  return (
    <IssuedSection<CertificationInput>
      section="certifications"
      labels={{
        heading: t('profile.certifications.heading'),
        add: t('profile.certifications.add'),
        addFirst: t('profile.certifications.addFirst'),
        addTitle: t('profile.certifications.addTitle'),
        editTitle: t('profile.certifications.editTitle'),
        empty: t('profile.certifications.empty'),
      }}
      fields={{
        title: t('profile.certifications.title'),
        issuedBy: t('profile.certifications.issuedBy'),
        issuedDate: t('profile.certifications.issuedDate'),
      }}
      titleField="certificationTitle"
      schema={certificationInputSchema}
      items={certifications.map((c) => ({
        id: c.id,
        title: c.certificationTitle,
        issuedBy: c.certificationIssuedBy,
        issuedDate: c.certificationIssuedDate,
      }))}
    />
  );
}
