import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FreshoutOffer } from '@talent/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/date-time/day-field';
import { Link } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { placeFieldErrors, refusedFieldErrors, useFieldErrors } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { pickLocalized } from '../../../lib/localized-text';
import { showToast } from '../../../lib/ui-store';
import { useCategories } from '../../jobs/api/list-categories';
import { useAskFreshout, useMyFreshout } from '../api/freshout';
import { seekerPaths } from '../seeker-paths';
import {
  checkGraduateRequest,
  graduateFieldOf,
  graduateRequestBody,
  graduateState,
  type GraduateField,
  type GraduateProblem,
  type GraduateValues,
} from './graduate-request-rules';
import classes from './seeker.module.css';

const PROBLEM_KEYS = {
  universityMissing: 'applications.graduate.universityMissing',
  universityTooLong: 'applications.graduate.universityTooLong',
  dateMissing: 'applications.graduate.dateMissing',
  messageTooLong: 'applications.graduate.messageTooLong',
} as const satisfies Record<GraduateProblem, string>;

const OFFER_STATUS_KEYS = {
  sent: 'applications.graduate.offerSent',
  accepted: 'applications.graduate.offerAccepted',
  rejected: 'applications.graduate.offerRejected',
} as const satisfies Record<FreshoutOffer['status'], string>;

type GraduateErrors = Partial<Record<GraduateField, string>>;

/**
 * "Fresh graduate? Ask for a graduate offer" beside the applications: a request employers answer
 * with graduate offers (one open request at a time). Once asked, the card says so, since when, and
 * lists the offers that answered it, each a link to its answer screen.
 */
export function GraduateRequest() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const query = useMyFreshout();
  const [asking, setAsking] = useState(false);
  const state = query.data === undefined ? null : graduateState(query.data);

  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('applications.graduate.heading')}
      </Title>
      {query.isPending && <Loader size="sm" aria-label={t('applications.graduate.loading')} role="status" />}
      {query.isError && (
        <div role="alert">
          <Text size="sm">{t('applications.graduate.error')}</Text>
          <Button variant="subtle" size="compact-sm" px={0} onClick={() => void query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      )}
      {state !== null && state.kind !== 'open' && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('applications.graduate.intro')}</Text>
          {state.kind === 'closed' && (
            <Text size="sm" c="dimmed">
              {t('applications.graduate.closed', { date: formatDate(state.request.createdAt, locale) })}
            </Text>
          )}
          <Button size="sm" onClick={() => setAsking(true)}>
            {t('applications.graduate.ask')}
          </Button>
        </Stack>
      )}
      {state !== null && state.kind === 'open' && (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {t('applications.graduate.asked')}
            </Badge>
          </Group>
          <div>
            <Text size="sm" fw={600} dir="auto">
              {state.request.universityName}
            </Text>
            <Text size="sm">
              {t('applications.graduate.askedOn', { date: formatDate(state.request.createdAt, locale) })}
            </Text>
          </div>
          <Text size="sm" c="dimmed">
            {state.offers.length === 0
              ? t('applications.graduate.waiting')
              : t('applications.graduate.offers', { count: state.offers.length })}
          </Text>
        </Stack>
      )}
      {state !== null && state.kind !== 'none' && state.offers.length > 0 && (
        <ul className={classes.companyList} aria-label={t('applications.graduate.offersLabel')}>
          {state.offers.map((offer) => (
            <li key={offer.id}>
              <Anchor component={Link} to={seekerPaths.offer(offer.jobId ?? offer.id)} fw={600} size="sm">
                <bdi>{offer.title}</bdi>
              </Anchor>
              <Text size="sm" c="dimmed">
                <bdi>{offer.organisation.name}</bdi>
                {' · '}
                {t(OFFER_STATUS_KEYS[offer.status])}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <AppModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('applications.graduate.dialogTitle')}
        centered
      >
        {/* a fresh form each time it opens */}
        {asking && <GraduateForm onDone={() => setAsking(false)} />}
      </AppModal>
    </Card>
  );
}

function GraduateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ask = useAskFreshout();
  const categories = useCategories();
  const [values, setValues] = useState<GraduateValues>({
    universityName: '',
    graduationDate: '',
    preferredCategoryId: null,
    message: '',
  });
  const [taken, setTaken] = useState(false);
  const { errors, setErrors, unplaced, formRef, fail, clear } = useFieldErrors<GraduateErrors>();
  const set = (field: GraduateField, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => {
      if (before[field] === undefined) return before;
      const { [field]: _gone, ...rest } = before;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkGraduateRequest(values);
    const found: GraduateErrors = {};
    for (const [field, problem] of Object.entries(problems) as [GraduateField, GraduateProblem][]) {
      found[field] = t(PROBLEM_KEYS[problem]);
    }
    if (Object.keys(found).length > 0) {
      ask.reset();
      return fail(found, false);
    }
    clear();
    setTaken(false);
    ask.mutate(graduateRequestBody(values), {
      onSuccess: () => {
        showToast(t('applications.graduate.sentToast'));
        onDone();
      },
      onError: (error) => {
        if (isApiError(error, 409)) {
          // asked already (another tab): the card shows that request once the list is read again
          setTaken(true);
          return;
        }
        const refusals = refusedFieldErrors(error);
        if (refusals.length === 0) return;
        const placed = placeFieldErrors<GraduateField>(refusals, ({ path }) => {
          const field = graduateFieldOf(path);
          return field === null ? null : { field, message: t('applications.graduate.fieldRefused') };
        });
        fail(placed.errors, placed.unplaced.length > 0);
      },
    });
  };

  const categoryOptions = [
    { value: '', label: t('applications.graduate.categoryAny') },
    ...(categories.data?.items ?? [])
      .map((c) => ({ value: c.id, label: pickLocalized(c.name, locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
  ];
  const placedOnly = Object.keys(errors).length > 0 && !unplaced;
  const failed = ask.isError && !taken && !placedOnly;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" ref={formRef}>
        <Text size="sm">{t('applications.graduate.dialogIntro')}</Text>
        <TextInput
          label={t('applications.graduate.university')}
          value={values.universityName}
          onChange={(e) => set('universityName', e.currentTarget.value)}
          error={errors.universityName}
          maxLength={200}
          autoComplete="organization"
          required
          data-autofocus
        />
        <DayField
          label={t('applications.graduate.graduationDate')}
          value={values.graduationDate}
          onChange={(day) => set('graduationDate', day)}
          error={errors.graduationDate}
          required
        />
        <NativeSelect
          label={t('applications.graduate.category')}
          data={categoryOptions}
          value={values.preferredCategoryId ?? ''}
          onChange={(e) => set('preferredCategoryId', e.currentTarget.value)}
          error={errors.preferredCategoryId}
        />
        <Textarea
          label={t('applications.graduate.message')}
          description={t('applications.graduate.messageHint')}
          value={values.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          error={errors.message}
          rows={3}
          maxLength={2000}
        />
        {taken && (
          <Alert color="yellow" role="alert">
            {t('applications.graduate.alreadyAsked')}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {t('applications.graduate.sendFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {taken ? t('common.actions.close') : t('applications.graduate.cancel')}
          </Button>
          {!taken && (
            <Button type="submit" loading={ask.isPending}>
              {t('applications.graduate.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
