import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { HrJobDetail } from '@talent/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/ui-store';
import { refusalMessage, useSendOffer } from '../../api/candidate';

/** A calendar day `days` from today in the browser's zone, as `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

interface OfferDialogProps {
  opened: boolean;
  onClose: () => void;
  job: HrJobDetail;
  applicationId: string;
  name: string;
}

/** Send an offer: salary, currency and period (the job's by default), start date, answer-by date, message. */
export function OfferDialog({ opened, onClose, job, applicationId, name }: OfferDialogProps) {
  const { t } = useTranslation();
  const send = useSendOffer(job.id);
  const [salary, setSalary] = useState(job.salary === null ? '' : String(job.salary.max));
  const [currency, setCurrency] = useState(job.salary?.currency ?? '');
  const [period, setPeriod] = useState<'month' | 'year'>(job.salary?.period ?? 'month');
  const [startDate, setStartDate] = useState(dayFromToday(30));
  const [expires, setExpires] = useState(dayFromToday(7));
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const amount = Number(salary);
    const ok = amount > 0 && /^[A-Za-z]{3}$/.test(currency.trim()) && startDate !== '' && expires !== '';
    setInvalid(!ok);
    if (!ok) return;
    send.mutate(
      {
        applicationId,
        salary: amount,
        currency: currency.trim().toUpperCase(),
        period,
        startDate,
        // the end of the chosen day where the recruiter is
        expiresAt: new Date(`${expires}T23:59:00`).toISOString(),
        ...(message.trim() === '' ? {} : { message: message.trim() }),
      },
      {
        onSuccess: () => {
          onClose();
          showToast(t('recruiter.candidate.offerSentToast', { name }));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recruiter.candidate.offerTitle', { name })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      centered
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('recruiter.candidate.offerSalary')}
            type="number"
            inputMode="decimal"
            min={0}
            value={salary}
            onChange={(e) => setSalary(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t('recruiter.candidate.offerCurrency')}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value)}
            maxLength={3}
            required
          />
        </Group>
        <NativeSelect
          label={t('recruiter.candidate.offerPeriod')}
          value={period}
          onChange={(e) => setPeriod(e.currentTarget.value === 'year' ? 'year' : 'month')}
          data={[
            { value: 'month', label: t('recruiter.candidate.offerPeriodMonth') },
            { value: 'year', label: t('recruiter.candidate.offerPeriodYear') },
          ]}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('recruiter.candidate.offerStart')}
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t('recruiter.candidate.offerExpires')}
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
            required
          />
        </Group>
        <Textarea
          label={t('recruiter.candidate.offerMessage')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          rows={3}
          maxLength={4000}
        />
        {invalid && (
          <Alert color="red" role="alert">
            {t('recruiter.candidate.offerInvalid')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {refusalMessage(send.error) ?? t('recruiter.candidate.actionFailed')}
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
