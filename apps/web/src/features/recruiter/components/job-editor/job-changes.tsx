import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type {
  HrJobChange,
  JobField,
  JobFieldValues,
  JobReferenceData,
  LocalizedText,
} from '@talent/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import { useJobFormat } from '../../../jobs/hooks/use-job-format';
import { useHrJobChanges } from '../../api/job';
import classes from './job-editor.module.css';

/** Each field's name in the history, as the editor labels it. */
export const FIELD_LABEL_KEYS = {
  title: 'recruiter.editor.fieldTitle',
  description: 'recruiter.editor.fieldDescription',
  textLanguage: 'recruiter.editor.fieldTextLanguage',
  category: 'recruiter.editor.fieldCategory',
  subCategory: 'recruiter.editor.fieldSubCategory',
  location: 'recruiter.editor.changesFieldPlace',
  employmentType: 'recruiter.editor.fieldEmploymentType',
  salary: 'recruiter.editor.changesFieldSalary',
  skills: 'recruiter.editor.fieldSkills',
  languages: 'recruiter.editor.fieldLanguages',
  minExperienceYears: 'recruiter.editor.fieldMinExperienceYears',
  vacancies: 'recruiter.editor.fieldVacancies',
  endDate: 'recruiter.editor.fieldEndDate',
  degreeLevelId: 'recruiter.editor.fieldDegreeLevel',
  careerLevelId: 'recruiter.editor.fieldCareerLevel',
  contractTypeId: 'recruiter.editor.fieldContractType',
  eligibility: 'recruiter.editor.sectionEligibility',
} as const satisfies Record<JobField, string>;

/** The fields whose values are short enough to show before and after; the others are named only. */
const SHOWN: readonly JobField[] = [
  'title',
  'category',
  'subCategory',
  'location',
  'employmentType',
  'salary',
  'vacancies',
  'endDate',
  'minExperienceYears',
  'degreeLevelId',
  'careerLevelId',
  'contractTypeId',
];

function useValueText(reference: JobReferenceData | undefined) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const nameOf = (
    list: readonly { id: string; name: LocalizedText }[] | undefined,
    id: string | null | undefined,
  ): string | undefined => {
    const item = list?.find((x) => x.id === id);
    return item === undefined ? undefined : format.name(item.name);
  };
  return (field: JobField, values: JobFieldValues): string => {
    const none = t('recruiter.editor.fieldNone');
    switch (field) {
      case 'title':
        return values.title ?? none;
      case 'category':
        return values.category === undefined ? none : format.name(values.category.name);
      case 'subCategory':
        return values.subCategory === undefined || values.subCategory === null
          ? none
          : format.name(values.subCategory.name);
      case 'location': {
        const place = values.location;
        if (place === undefined) return none;
        const where = format.location(place);
        return place.remote ? t('recruiter.editor.changesRemote', { place: where }) : where;
      }
      case 'employmentType':
        return values.employmentType === undefined ? none : format.employmentType(values.employmentType);
      case 'salary':
        return values.salary === undefined || values.salary === null
          ? t('recruiter.editor.changesNoSalary')
          : format.salary(values.salary);
      case 'vacancies':
        return String(values.vacancies ?? none);
      case 'minExperienceYears':
        return String(values.minExperienceYears ?? none);
      case 'endDate':
        return values.endDate === undefined || values.endDate === null
          ? t('recruiter.editor.changesNoEndDate')
          : format.date(values.endDate);
      case 'degreeLevelId':
        return nameOf(reference?.degreeLevels, values.degreeLevelId) ?? none;
      case 'careerLevelId':
        return nameOf(reference?.careerLevels, values.careerLevelId) ?? none;
      case 'contractTypeId':
        return nameOf(reference?.contractTypes, values.contractTypeId) ?? none;
      default:
        return none;
    }
  };
}

interface JobChangesProps {
  jobId: string;
  reference: JobReferenceData | undefined;
}

/** "Changes": the edits of a published job, newest first, each field from what to what. */
export function JobChanges({ jobId, reference }: JobChangesProps) {
  const { t } = useTranslation();
  const changes = useHrJobChanges(jobId);
  const items = changes.data?.items ?? [];
  return (
    <section aria-labelledby="job-changes-heading" className={classes.changes}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="job-changes-heading">
          {t('recruiter.editor.changesHeading')}
        </Title>
        {changes.isError ? (
          <Alert variant="light" color="red" role="alert">
            {t('recruiter.editor.changesLoadError')}
          </Alert>
        ) : changes.isPending ? null : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('recruiter.editor.changesNone')}
          </Text>
        ) : (
          <ol className={classes.changeList}>
            {items.map((change) => (
              <ChangeEntry key={change.id} change={change} reference={reference} />
            ))}
          </ol>
        )}
      </Stack>
    </section>
  );
}

function ChangeEntry({
  change,
  reference,
}: {
  change: HrJobChange;
  reference: JobReferenceData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const valueText = useValueText(reference);
  return (
    <li className={classes.change}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {change.changedBy === null
            ? formatDateTime(change.changedAt, locale)
            : t('recruiter.editor.changesBy', {
                when: formatDateTime(change.changedAt, locale),
                name: change.changedBy.fullName,
              })}
        </Text>
        {change.material && (
          <Badge variant="light" radius="sm" tt="none">
            {t('recruiter.editor.changesNotified', { count: change.notified })}
          </Badge>
        )}
      </Group>
      <ul className={classes.changeFields}>
        {change.fields.map((field) => (
          <li key={field}>
            <Text size="sm" component="span" fw={500}>
              {t(FIELD_LABEL_KEYS[field])}
            </Text>
            {SHOWN.includes(field) ? (
              <Text size="sm" component="span">
                {': '}
                <bdi>{valueText(field, change.before)}</bdi>
                {` ${t('recruiter.editor.changesArrow')} `}
                <bdi>{valueText(field, change.after)}</bdi>
              </Text>
            ) : (
              <Text size="sm" component="span" c="dimmed">
                {`: ${t('recruiter.editor.changesEdited')}`}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
