import { awardInputSchema, type AwardInput } from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import type { Award } from './api';
import { IssuedSection } from './issued-section';

/** The seeker's awards, each with who issued it and when (a month). */
export function AwardSection({ awards }: { awards: readonly Award[] }) {
  const { t } = useTranslation();
  return (
    <IssuedSection<AwardInput>
      section="awards"
      labels={{
        heading: t('profile.awards.heading'),
        add: t('profile.awards.add'),
        addFirst: t('profile.awards.addFirst'),
        addTitle: t('profile.awards.addTitle'),
        editTitle: t('profile.awards.editTitle'),
        empty: t('profile.awards.empty'),
      }}
      fields={{
        title: t('profile.awards.title'),
        issuedBy: t('profile.awards.issuedBy'),
        issuedDate: t('profile.awards.issuedDate'),
      }}
      titleField="awardTitle"
      schema={awardInputSchema}
      items={awards.map((a) => ({
        id: a.id,
        title: a.awardTitle,
        issuedBy: a.awardsIssuedBy,
        issuedDate: a.awardsIssuedDate,
      }))}
    />
  );
}
