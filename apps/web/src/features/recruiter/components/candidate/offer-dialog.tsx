import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Group, Modal, NativeSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { HrJobDetail } from '@talent/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField, localToday } from '../../../../components/date-time/day-field';
import { placeFieldErrors, refusedFieldErrors, useFieldErrors } from '../../../../lib/field-errors';
import { useLocale } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/ui-store';
import { refusalMessage, useSendOffer } from '../../api/candidate';
import { currencyOptions } from './currencies';

/** A calendar day `days` from today in the browser's zone, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const FIELDS = ['salary', 'currency', 'period', 'startDate', 'expiresAt', 'message'] as const;
type OfferField = (typeof FIELDS)[number];
type OfferErrors = Partial<Record<OfferField, string>>;

/** The end of a chosen day where the recruiter is: the last minute to answer an offer. */
const endOfDay = (day: string) => new Date(`${day}T23:59:00`);

interface OfferDialogProps {
  opened: boolean;
  onClose: () => void;
  job: HrJobDetail;
  applicationId: string;
  name: string;
}

/**
 * Send an offer: salary, currency (a choice of ISO 4217 currencies, the Gulf's first) and period (the
 * job's by default), start date, answer-by date, message. What the form can tell is said on each field
 * before sending, and a 400's fields land on theirs, in words.
 */
export function OfferDialog({ opened, onClose, job, applicationId, name }: OfferDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const send = useSendOffer(job.id);
  const jobCurrency = job.salary?.currency ?? null;
  const currencies = useMemo(
    () => currencyOptions(locale, jobCurrency === null ? [] : [jobCurrency]),
    [locale, jobCurrency],
  );
  const [salary, setSalary] = useState(job.salary === null ? '' : String(job.salary.max));
  const [currency, setCurrency] = useState<string | null>(jobCurrency);
  const [period, setPeriod] = useState<'month' | 'year'>(job.salary?.period ?? 'month');
  const [startDate, setStartDate] = useState(dayFromToday(30));
  const [expires, setExpires] = useState(dayFromToday(7));
  const [message, setMessage] = useState('');
  const { errors, setErrors, unplaced, formRef, fail, clear } = useFieldErrors<OfferErrors>();
  const edited = (field: OfferField) =>
    setErrors((before) => {
      if (before[field] === undefined) return before;
      const { [field]: _gone, ...rest } = before;
      return rest;
    });

  const submit = () => {
    const amount = Number(salary);
    const found: OfferErrors = {};
    if (!(amount > 0 && amount <= 9_999_999_999)) found.salary = t('recruiter.candidate.offerSalaryInvalid');
    if (currency === null || !/^[A-Z]{3}$/.test(currency)) {
      found.currency = t('recruiter.candidate.offerCurrencyMissing');
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) found.startDate = t('recruiter.candidate.offerStartMissing');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires) || Number.isNaN(endOfDay(expires).getTime())) {
      found.expiresAt = t('recruiter.candidate.offerExpiresMissing');
    } else if (endOfDay(expires).getTime() <= Date.now()) {
      found.expiresAt = t('recruiter.candidate.offerExpiresPast');
    }
    if (Object.keys(found).length > 0 || currency === null) {
      send.reset();
      return fail(found, false);
    }
    clear();
    send.mutate(
      {
        applicationId,
        salary: amount,
        currency,
        period,
        startDate,
        expiresAt: endOfDay(expires).toISOString(),
        ...(message.trim() === '' ? {} : { message: message.trim() }),
      },
      {
        onError: (error) => {
          const refusals = refusedFieldErrors(error);
          if (refusals.length === 0) return;
          const placed = placeFieldErrors<OfferField>(refusals, ({ path, message: said }) => {
            const field = FIELDS.find((f) => f === path.split('.')[0]);
            if (field === undefined) return null;
            if (field === 'expiresAt' && /future/i.test(said)) {
              return { field, message: t('recruiter.candidate.offerExpiresPast') };
            }
            return { field, message: t('recruiter.candidate.offerFieldRefused') };
          });
          fail(placed.errors, placed.unplaced.length > 0);
        },
        onSuccess: () => {
          onClose();
          showToast(t('recruiter.candidate.offerSentToast', { name }));
        },
      },
    );
  };

  // a refusal whose every field is shown on its field needs no more words at the bottom
  const placedOnly = Object.keys(errors).length > 0 && !unplaced;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recruiter.candidate.offerTitle', { name })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      <Stack gap="sm" ref={formRef}>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('recruiter.candidate.offerSalary')}
            type="number"
            inputMode="decimal"
            min={0}
            value={salary}
            onChange={(e) => {
              edited('salary');
              setSalary(e.currentTarget.value);
            }}
            error={errors.salary}
            required
          />
          <Select
            label={t('recruiter.candidate.offerCurrency')}
            data={currencies}
            value={currency}
            onChange={(value) => {
              edited('currency');
              setCurrency(value);
            }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('recruiter.candidate.offerCurrencyNone')}
            error={errors.currency}
            required
            miw={200}
          />
        </Group>
        <NativeSelect
          label={t('recruiter.candidate.offerPeriod')}
          value={period}
          onChange={(e) => {
            edited('period');
            setPeriod(e.currentTarget.value === 'year' ? 'year' : 'month');
          }}
          error={errors.period}
          data={[
            { value: 'month', label: t('recruiter.candidate.offerPeriodMonth') },
            { value: 'year', label: t('recruiter.candidate.offerPeriodYear') },
          ]}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DayField
            label={t('recruiter.candidate.offerStart')}
            value={startDate}
            onChange={(day) => {
              edited('startDate');
              setStartDate(day);
            }}
            error={errors.startDate}
            required
          />
          <DayField
            label={t('recruiter.candidate.offerExpires')}
            value={expires}
            onChange={(day) => {
              edited('expiresAt');
              setExpires(day);
            }}
            error={errors.expiresAt}
            minDay={localToday()}
            required
          />
        </Group>
        <Textarea
          label={t('recruiter.candidate.offerMessage')}
          value={message}
          onChange={(e) => {
            edited('message');
            setMessage(e.currentTarget.value);
          }}
          error={errors.message}
          rows={3}
          maxLength={4000}
        />
        {send.isError && !placedOnly && (
          <Alert color="red" role="alert">
            <div>{refusalMessage(send.error) ?? t('recruiter.candidate.actionFailed')}</div>
            {unplaced && <div>{t('recruiter.candidate.offerFieldsRefused')}</div>}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('recruiter.candidate.cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {t('recruiter.candidate.offerSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
