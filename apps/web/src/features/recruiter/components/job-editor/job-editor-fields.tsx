import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  ActionIcon,
  Autocomplete,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  JOB_DESCRIPTION_MAX,
  JOB_LANGUAGES_MAX,
  JOB_SKILLS_MAX,
  JOB_TITLE_MAX,
  SALARY_MAX,
  type CategoryWithSubs,
  type JobReferenceData,
} from '@talent/contracts';
import { IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../../app/theme';
import { DayField, localToday } from '../../../../components/date-time/day-field';
import { useLocale } from '../../../../lib/i18n';
import { pickLocalized } from '../../../../lib/localized-text';
import {
  EMPLOYMENT_TYPE_LABEL_KEYS,
  EMPLOYMENT_TYPES,
} from '../../../jobs/components/employment-type-labels';
import type { JobFormValues } from './form';
import { useSkillSearch } from './reference-data';
import { WorkModelField } from './work-model-field';

export interface FieldControl {
  values: JobFormValues;
  set: <K extends keyof JobFormValues>(key: K, value: JobFormValues[K], path?: string) => void;
  /** The message to show beside the field at this contract path, when there is one to show. */
  error: (path: string) => string | undefined;
  /** Marks a field as visited, so its message shows from now on. */
  touch: (path: string) => void;
  /** Whether a field cannot change (a published job's fixed fields, a closed job). */
  locked: (key: keyof JobFormValues) => boolean;
}

interface JobEditorFieldsProps extends FieldControl {
  reference: JobReferenceData | undefined;
  categories: readonly CategoryWithSubs[];
  /** The organisations the caller recruits for, when there are several and the job is new. */
  organisations: readonly { id: string; name: string }[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

const numberOrEmpty = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

/** Every field of the job, in the sections a recruiter thinks in. */
export function JobEditorFields(props: JobEditorFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, set, error, touch, locked, reference, categories, organisations } = props;
  const name = (text: { en: string; zh: string; ar: string }) => pickLocalized(text, locale);
  const category = categories.find((c) => c.id === values.categoryId);
  const none = { value: '', label: t('recruiter.editor.fieldNone') };
  const options = (
    list: readonly { id: string; name: { en: string; zh: string; ar: string } }[] | undefined,
  ) => [none, ...(list ?? []).map((item) => ({ value: item.id, label: name(item.name) }))];
  const nothingFound = t('recruiter.editor.fieldNothingFound');

  return (
    <Stack gap="lg">
      <Section title={t('recruiter.editor.sectionBasics')}>
        {organisations.length > 1 && (
          <NativeSelect
            label={t('recruiter.editor.fieldOrganisation')}
            required
            value={values.organisationId}
            onChange={(e) => set('organisationId', e.currentTarget.value)}
            data={organisations.map((o) => ({ value: o.id, label: o.name }))}
            disabled={locked('organisationId')}
          />
        )}
        <TextInput
          label={t('recruiter.editor.fieldTitle')}
          required
          value={values.title}
          maxLength={JOB_TITLE_MAX}
          onChange={(e) => set('title', e.currentTarget.value)}
          onBlur={() => touch('title')}
          error={error('title')}
          disabled={locked('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('recruiter.editor.fieldCategory')}
            required
            searchable
            nothingFoundMessage={nothingFound}
            value={values.categoryId === '' ? null : values.categoryId}
            onChange={(v) => {
              set('categoryId', v ?? '', 'category.id');
              set('subCategoryId', '', 'subCategory.id');
            }}
            onBlur={() => touch('category.id')}
            data={categories.map((c) => ({ value: c.id, label: name(c.name) }))}
            error={error('category.id')}
            disabled={locked('categoryId')}
          />
          <NativeSelect
            label={t('recruiter.editor.fieldSubCategory')}
            value={values.subCategoryId}
            onChange={(e) => set('subCategoryId', e.currentTarget.value, 'subCategory.id')}
            data={[
              none,
              ...(category?.subCategories ?? []).map((c) => ({ value: c.id, label: name(c.name) })),
            ]}
            error={error('subCategory.id')}
            disabled={locked('subCategoryId') || category === undefined}
          />
          <NativeSelect
            label={t('recruiter.editor.fieldEmploymentType')}
            required
            value={values.employmentType}
            onChange={(e) => set('employmentType', e.currentTarget.value as JobFormValues['employmentType'])}
            data={EMPLOYMENT_TYPES.map((type) => ({
              value: type,
              label: t(EMPLOYMENT_TYPE_LABEL_KEYS[type]),
            }))}
            error={error('employmentType')}
            disabled={locked('employmentType')}
          />
          <NativeSelect
            label={t('recruiter.editor.fieldContractType')}
            value={values.contractTypeId}
            onChange={(e) => set('contractTypeId', e.currentTarget.value, 'contractTypeId')}
            data={options(reference?.contractTypes)}
            error={error('contractTypeId')}
            disabled={locked('contractTypeId')}
          />
          <NumberInput
            label={t('recruiter.editor.fieldVacancies')}
            required
            min={1}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            value={values.vacancies}
            onChange={(v) => set('vacancies', numberOrEmpty(v))}
            onBlur={() => touch('vacancies')}
            error={error('vacancies')}
            disabled={locked('vacancies')}
          />
          <DayField
            label={t('recruiter.editor.fieldEndDate')}
            description={t('recruiter.editor.fieldEndDateHint')}
            value={values.endDate}
            onChange={(day) => {
              set('endDate', day);
              touch('endDate');
            }}
            onBlur={() => touch('endDate')}
            error={error('endDate')}
            disabled={locked('endDate')}
            minDay={localToday()}
            clearable
          />
        </SimpleGrid>
      </Section>

      <Section title={t('recruiter.editor.sectionDescription')}>
        <NativeSelect
          label={t('recruiter.editor.fieldTextLanguage')}
          value={values.textLanguage}
          onChange={(e) => set('textLanguage', e.currentTarget.value as JobFormValues['textLanguage'])}
          data={[
            { value: 'en', label: t('recruiter.editor.fieldTextLanguageEn') },
            { value: 'zh', label: t('recruiter.editor.fieldTextLanguageZh') },
            { value: 'ar', label: t('recruiter.editor.fieldTextLanguageAr') },
          ]}
          disabled={locked('textLanguage')}
          maw={320}
        />
        <Textarea
          label={t('recruiter.editor.fieldDescription')}
          description={t('recruiter.editor.fieldDescriptionHint')}
          required
          rows={10}
          resize="vertical"
          maxLength={JOB_DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          onBlur={() => touch('description')}
          error={error('description')}
          disabled={locked('description')}
          lang={values.textLanguage}
          dir="auto"
        />
      </Section>

      <Section title={t('recruiter.editor.sectionRequirements')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('recruiter.editor.fieldMinExperienceYears')}
            min={0}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            value={values.minExperienceYears}
            onChange={(v) => set('minExperienceYears', numberOrEmpty(v))}
            onBlur={() => touch('minExperienceYears')}
            error={error('minExperienceYears')}
            disabled={locked('minExperienceYears')}
          />
          <NativeSelect
            label={t('recruiter.editor.fieldCareerLevel')}
            value={values.careerLevelId}
            onChange={(e) => set('careerLevelId', e.currentTarget.value)}
            data={options(reference?.careerLevels)}
            error={error('careerLevelId')}
            disabled={locked('careerLevelId')}
          />
          <NativeSelect
            label={t('recruiter.editor.fieldDegreeLevel')}
            value={values.degreeLevelId}
            onChange={(e) => set('degreeLevelId', e.currentTarget.value)}
            data={options(reference?.degreeLevels)}
            error={error('degreeLevelId')}
            disabled={locked('degreeLevelId')}
          />
        </SimpleGrid>
        <SkillsField {...props} />
        <LanguagesField {...props} />
      </Section>

      <Section title={t('recruiter.editor.sectionCompensation')}>
        <Checkbox
          label={t('recruiter.editor.fieldHasSalary')}
          checked={values.hasSalary}
          onChange={(e) => set('hasSalary', e.currentTarget.checked, 'salary')}
          disabled={locked('hasSalary')}
        />
        {values.hasSalary && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('recruiter.editor.fieldSalaryMin')}
              required
              min={0}
              max={SALARY_MAX}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator
              value={values.salaryMin}
              onChange={(v) => set('salaryMin', numberOrEmpty(v), 'salary.min')}
              onBlur={() => touch('salary.min')}
              error={error('salary.min')}
              disabled={locked('salaryMin')}
            />
            <NumberInput
              label={t('recruiter.editor.fieldSalaryMax')}
              required
              min={0}
              max={SALARY_MAX}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator
              value={values.salaryMax}
              onChange={(v) => set('salaryMax', numberOrEmpty(v), 'salary.max')}
              onBlur={() => touch('salary.max')}
              error={error('salary.max')}
              disabled={locked('salaryMax')}
            />
            <Select
              label={t('recruiter.editor.fieldCurrency')}
              required
              searchable
              nothingFoundMessage={nothingFound}
              value={values.currency === '' ? null : values.currency}
              onChange={(v) => set('currency', v ?? '', 'salary.currency')}
              onBlur={() => touch('salary.currency')}
              data={(reference?.currencies ?? []).map((c) => ({
                value: c.code,
                label: `${c.code} · ${name(c.name)}`,
              }))}
              error={error('salary.currency')}
              disabled={locked('currency')}
            />
            <NativeSelect
              label={t('recruiter.editor.fieldPeriod')}
              value={values.period}
              onChange={(e) => set('period', e.currentTarget.value === 'year' ? 'year' : 'month')}
              data={[
                { value: 'month', label: t('recruiter.editor.fieldPeriodMonth') },
                { value: 'year', label: t('recruiter.editor.fieldPeriodYear') },
              ]}
              disabled={locked('period')}
            />
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('recruiter.editor.sectionLocation')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('recruiter.editor.fieldCountry')}
            required
            searchable
            nothingFoundMessage={nothingFound}
            value={values.countryCode === '' ? null : values.countryCode}
            onChange={(v) => {
              set('countryCode', v ?? '', 'location.countryCode');
              set('cityId', '', 'location.cityId');
            }}
            onBlur={() => touch('location.countryCode')}
            data={(reference?.countries ?? []).map((c) => ({ value: c.code, label: name(c.name) }))}
            error={error('location.countryCode')}
            disabled={locked('countryCode')}
          />
          <Select
            label={t('recruiter.editor.fieldCity')}
            placeholder={t('recruiter.editor.fieldCityAny')}
            searchable
            clearable
            nothingFoundMessage={nothingFound}
            value={values.cityId === '' ? null : values.cityId}
            onChange={(v) => set('cityId', v ?? '', 'location.cityId')}
            data={(reference?.cities ?? [])
              .filter((c) => c.countryCode === values.countryCode)
              .map((c) => ({ value: c.id, label: name(c.name) }))}
            error={error('location.cityId')}
            disabled={locked('cityId') || values.countryCode === ''}
          />
        </SimpleGrid>
        <WorkModelField {...props} />
      </Section>

      <Section title={t('recruiter.editor.sectionEligibility')}>
        <Checkbox
          label={t('recruiter.editor.fieldNationalsOnly')}
          description={t('recruiter.editor.fieldNationalsOnlyHint')}
          checked={values.nationalsOnly}
          onChange={(e) => set('nationalsOnly', e.currentTarget.checked)}
          disabled={locked('nationalsOnly')}
        />
        <Checkbox
          label={t('recruiter.editor.fieldRequiresWorkPermit')}
          description={t('recruiter.editor.fieldRequiresWorkPermitHint')}
          checked={values.requiresWorkPermit}
          onChange={(e) => set('requiresWorkPermit', e.currentTarget.checked)}
          disabled={locked('requiresWorkPermit')}
        />
        <Checkbox
          label={t('recruiter.editor.fieldRequiresResidentCard')}
          description={t('recruiter.editor.fieldRequiresResidentCardHint')}
          checked={values.requiresResidentCard}
          onChange={(e) => set('requiresResidentCard', e.currentTarget.checked)}
          disabled={locked('requiresResidentCard')}
        />
      </Section>
    </Stack>
  );
}

const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;

/** Skills by type-ahead from the reference data, each with the lowest level the job accepts. */
function SkillsField({ values, set, error, locked }: JobEditorFieldsProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // the type-ahead puts the chosen name in the box after the choice: the box empties instead
  const chosenRef = useRef(false);
  const [debounced] = useDebouncedValue(text, 250);
  const search = useSkillSearch(debounced);
  const disabled = locked('skills');
  const chosen = new Set(values.skills.map((s) => s.id));
  const found = (search.data?.items ?? []).filter((s) => !chosen.has(s.id));
  const listId = useId();

  const add = (id: string) => {
    const skill = search.data?.items.find((s) => s.id === id);
    if (skill === undefined || chosen.has(id)) return;
    set('skills', [...values.skills, { id, name: skill.name, minLevel: null }], 'skills');
    chosenRef.current = true;
    setText('');
  };

  return (
    <Stack gap="xs">
      <Autocomplete
        label={t('recruiter.editor.fieldSkillSearch')}
        description={t('recruiter.editor.fieldSkillSearchHint')}
        value={text}
        onChange={(value) => {
          setText(chosenRef.current ? '' : value);
          chosenRef.current = false;
        }}
        onOptionSubmit={add}
        data={found.map((s) => ({ value: s.id, label: s.name }))}
        filter={({ options }) => options}
        error={error('skills')}
        disabled={disabled || values.skills.length >= JOB_SKILLS_MAX}
      />
      <Text size="sm" fw={500} id={listId}>
        {t('recruiter.editor.fieldSkills')}
      </Text>
      {values.skills.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recruiter.editor.fieldNoSkills')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-labelledby={listId} p={0} m={0} style={{ listStyle: 'none' }}>
          {values.skills.map((skill, i) => (
            <Group component="li" key={skill.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">
                {skill.name}
              </Text>
              <NativeSelect
                aria-label={t('recruiter.editor.fieldSkillLevel', { name: skill.name })}
                size="xs"
                value={skill.minLevel === null ? '' : String(skill.minLevel)}
                onChange={(e) => {
                  const level = e.currentTarget.value === '' ? null : Number(e.currentTarget.value);
                  set(
                    'skills',
                    values.skills.map((s) => (s.id === skill.id ? { ...s, minLevel: level } : s)),
                    `skills.${i}.minLevel`,
                  );
                }}
                data={[
                  { value: '', label: t('recruiter.editor.fieldSkillLevelAny') },
                  ...SKILL_LEVELS.map((level) => ({
                    value: String(level),
                    label: t('recruiter.editor.fieldSkillLevelN', { level }),
                  })),
                ]}
                error={error(`skills.${i}.id`)}
                disabled={disabled}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('recruiter.editor.fieldRemove', { name: skill.name })}
                onClick={() =>
                  set(
                    'skills',
                    values.skills.filter((s) => s.id !== skill.id),
                    'skills',
                  )
                }
                disabled={disabled}
              >
                <IconX size={iconSize.sm} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Languages from the reference data, each with the lowest level the job accepts. */
function LanguagesField({ values, set, error, locked, reference }: JobEditorFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const disabled = locked('languages');
  const chosen = new Set(values.languages.map((l) => l.code));
  const languageName = (code: string) => {
    const found = reference?.languages.find((l) => l.code === code);
    return found === undefined ? code : pickLocalized(found.name, locale);
  };
  const listId = useId();

  return (
    <Stack gap="xs">
      <Select
        label={t('recruiter.editor.fieldLanguageAdd')}
        searchable
        nothingFoundMessage={t('recruiter.editor.fieldNothingFound')}
        value={null}
        onChange={(code) => {
          if (code === null || chosen.has(code)) return;
          set('languages', [...values.languages, { code, minLevelId: null }], 'languages');
        }}
        data={(reference?.languages ?? [])
          .filter((l) => !chosen.has(l.code))
          .map((l) => ({ value: l.code, label: pickLocalized(l.name, locale) }))}
        error={error('languages')}
        disabled={disabled || values.languages.length >= JOB_LANGUAGES_MAX}
      />
      <Text size="sm" fw={500} id={listId}>
        {t('recruiter.editor.fieldLanguages')}
      </Text>
      {values.languages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recruiter.editor.fieldNoLanguages')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-labelledby={listId} p={0} m={0} style={{ listStyle: 'none' }}>
          {values.languages.map((language, i) => {
            const label = languageName(language.code);
            return (
              <Group component="li" key={language.code} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                  {label}
                </Text>
                <NativeSelect
                  aria-label={t('recruiter.editor.fieldLanguageLevel', { name: label })}
                  size="xs"
                  value={language.minLevelId ?? ''}
                  onChange={(e) => {
                    const level = e.currentTarget.value === '' ? null : e.currentTarget.value;
                    set(
                      'languages',
                      values.languages.map((l) =>
                        l.code === language.code ? { ...l, minLevelId: level } : l,
                      ),
                      `languages.${i}.minLevelId`,
                    );
                  }}
                  data={[
                    { value: '', label: t('recruiter.editor.fieldSkillLevelAny') },
                    ...(reference?.languageLevels ?? []).map((level) => ({
                      value: level.id,
                      label: pickLocalized(level.name, locale),
                    })),
                  ]}
                  error={error(`languages.${i}.minLevelId`) ?? error(`languages.${i}.code`)}
                  disabled={disabled}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('recruiter.editor.fieldRemove', { name: label })}
                  onClick={() =>
                    set(
                      'languages',
                      values.languages.filter((l) => l.code !== language.code),
                      'languages',
                    )
                  }
                  disabled={disabled}
                >
                  <IconX size={iconSize.sm} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
