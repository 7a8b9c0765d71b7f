import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Address, JobReferenceData, UpsertAddressBody } from '@talent/contracts';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageLoader } from '../../../../components/page-loader';
import { useLocale } from '../../../../lib/i18n';
import type { Locale } from '../../../../lib/locale';
import { pickLocalized } from '../../../../lib/localized-text';
import { showToast } from '../../../../lib/ui-store';
import { useAddresses, useUpsertAddress } from '../../api/settings';
import { useJobReferenceData } from '../job-editor/reference-data';
import { refusedFields } from './refusal';
import classes from './settings.module.css';

const PHONE_PATTERN = /^\+?[0-9 ()-]{5,25}$/;

/** Between the parts of a place (city, postal code, country), in each language's own comma. */
const PLACE_SEPARATOR: Record<Locale, string> = { 'en-US': ', ', 'zh-CN': '，', ar: '، ' };

interface AddressForm {
  label: string;
  line1: string;
  line2: string;
  countryCode: string;
  cityId: string;
  postalCode: string;
  phone: string;
  isPrimary: boolean;
}

type FormField = Exclude<keyof AddressForm, 'isPrimary'>;

const EMPTY_FORM: AddressForm = {
  label: '',
  line1: '',
  line2: '',
  countryCode: '',
  cityId: '',
  postalCode: '',
  phone: '',
  isPrimary: false,
};

function formOf(address: Address): AddressForm {
  return {
    label: address.label,
    line1: address.line1,
    line2: address.line2 ?? '',
    countryCode: address.countryCode,
    cityId: address.cityId ?? '',
    postalCode: address.postalCode ?? '',
    phone: address.phone ?? '',
    isPrimary: address.isPrimary,
  };
}

/** The fields the form itself can tell are wrong, before the server is asked. */
export function checkAddress(form: AddressForm): FormField[] {
  const wrong: FormField[] = [];
  if (form.label.trim() === '') wrong.push('label');
  if (form.line1.trim() === '') wrong.push('line1');
  if (form.countryCode === '') wrong.push('countryCode');
  if (form.phone.trim() !== '' && !PHONE_PATTERN.test(form.phone.trim())) wrong.push('phone');
  return wrong;
}

const FIELD_ERROR_KEYS = {
  label: 'recruiter.settings.addressesRequired',
  line1: 'recruiter.settings.addressesRequired',
  countryCode: 'recruiter.settings.addressesRequired',
  phone: 'recruiter.settings.addressesPhoneInvalid',
} as const;

/** The organisation's addresses: the list, and a form to add one or change one. */
export function AddressesSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const addresses = useAddresses(orgId);
  const reference = useJobReferenceData();
  /** The address being changed: `null` a new one, `undefined` none. */
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);

  if (addresses.isPending) return <PageLoader label={t('recruiter.settings.addressesLoading')} />;
  if (addresses.isError) {
    return (
      <ErrorState
        title={t('recruiter.settings.addressesErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={addresses.error}
        onRetry={() => void addresses.refetch()}
      />
    );
  }

  const list = addresses.data.addresses;
  const addButton = (
    <Button leftSection={<IconPlus size={iconSize.sm} aria-hidden />} onClick={() => setEditing(null)}>
      {t('recruiter.settings.addressesAdd')}
    </Button>
  );

  return (
    <Stack gap="md">
      {list.length === 0 ? (
        <EmptyState
          icon={IconMapPin}
          title={t('recruiter.settings.addressesEmptyTitle')}
          message={t('recruiter.settings.addressesEmptyMessage')}
          action={addButton}
        />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h3">
              {t('recruiter.settings.addressesHeading')}
            </Title>
            {addButton}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" className={classes.list}>
            {list.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                reference={reference.data}
                onEdit={() => setEditing(address)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={
          editing === null || editing === undefined
            ? t('recruiter.settings.addressesAddTitle')
            : t('recruiter.settings.addressesEditTitle', { label: editing.label })
        }
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        size="lg"
        centered
      >
        {editing !== undefined && (
          <AddressEditor
            key={editing?.id ?? 'new'}
            orgId={orgId}
            address={editing}
            reference={reference.data}
            onDone={() => setEditing(undefined)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function usePlaceNames(reference: JobReferenceData | undefined) {
  const locale = useLocale();
  return {
    country: (code: string) => {
      const found = reference?.countries.find((c) => c.code === code);
      return found === undefined ? code : pickLocalized(found.name, locale);
    },
    city: (id: string | null) => {
      const found = id === null ? undefined : reference?.cities.find((c) => c.id === id);
      return found === undefined ? null : pickLocalized(found.name, locale);
    },
  };
}

function AddressCard({
  address,
  reference,
  onEdit,
}: {
  address: Address;
  reference: JobReferenceData | undefined;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = usePlaceNames(reference);
  const place = [names.city(address.cityId), address.postalCode, names.country(address.countryCode)]
    .filter((part) => part !== null && part !== '')
    .join(PLACE_SEPARATOR[locale]);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h4">
              {address.label}
            </Title>
            {address.isPrimary && <Badge variant="light">{t('recruiter.settings.addressesPrimary')}</Badge>}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={iconSize.sm} aria-hidden />}
            aria-label={t('recruiter.settings.addressesEditLabel', { label: address.label })}
            onClick={onEdit}
          >
            {t('recruiter.settings.addressesEdit')}
          </Button>
        </Group>
        <Text>{address.line1}</Text>
        {address.line2 !== null && <Text>{address.line2}</Text>}
        <Text>{place}</Text>
        {address.phone !== null && (
          <Text c="dimmed">
            {/* a number reads left to right, also inside a right-to-left page */}
            <span dir="ltr">{address.phone}</span>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function AddressEditor({
  orgId,
  address,
  reference,
  onDone,
}: {
  orgId: string;
  address: Address | null;
  reference: JobReferenceData | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useUpsertAddress(orgId);
  const [form, setForm] = useState<AddressForm>(address === null ? EMPTY_FORM : formOf(address));
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const wrong = submitted ? checkAddress(form) : [];
  const serverWrong = refusedFields(save.error);
  const errorOf = (field: FormField): string | undefined => {
    if (wrong.includes(field)) {
      return t(FIELD_ERROR_KEYS[field as keyof typeof FIELD_ERROR_KEYS]);
    }
    return serverWrong.includes(field) ? t('recruiter.settings.addressesFieldRefused') : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checkAddress(form).length > 0) return;
    const body: UpsertAddressBody = {
      ...(address === null ? {} : { id: address.id }),
      orgId,
      label: form.label.trim(),
      line1: form.line1.trim(),
      countryCode: form.countryCode,
      isPrimary: form.isPrimary,
      ...(form.line2.trim() !== '' ? { line2: form.line2.trim() } : {}),
      ...(form.cityId !== '' ? { cityId: form.cityId } : {}),
      ...(form.postalCode.trim() !== '' ? { postalCode: form.postalCode.trim() } : {}),
      ...(form.phone.trim() !== '' ? { phone: form.phone.trim() } : {}),
      // the state is not chosen here: an address keeps its state while its country stays
      ...(address?.stateId != null && address.countryCode === form.countryCode
        ? { stateId: address.stateId }
        : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        showToast(t('recruiter.settings.addressesSaved'));
        onDone();
      },
    });
  };

  const countries = (reference?.countries ?? []).map((c) => ({
    value: c.code,
    label: pickLocalized(c.name, locale),
  }));
  const cities = (reference?.cities ?? [])
    .filter((c) => c.countryCode === form.countryCode)
    .map((c) => ({ value: c.id, label: pickLocalized(c.name, locale) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('recruiter.settings.addressesLabel')}
          description={t('recruiter.settings.addressesLabelHint')}
          value={form.label}
          onChange={(e) => set('label', e.currentTarget.value)}
          error={errorOf('label')}
          maxLength={100}
          required
          data-autofocus
        />
        <TextInput
          label={t('recruiter.settings.addressesLineOne')}
          value={form.line1}
          onChange={(e) => set('line1', e.currentTarget.value)}
          error={errorOf('line1')}
          maxLength={200}
          required
          autoComplete="address-line1"
        />
        <TextInput
          label={t('recruiter.settings.addressesLineTwo')}
          value={form.line2}
          onChange={(e) => set('line2', e.currentTarget.value)}
          error={errorOf('line2')}
          maxLength={200}
          autoComplete="address-line2"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('recruiter.settings.addressesCountry')}
            value={form.countryCode === '' ? null : form.countryCode}
            onChange={(value) => setForm((c) => ({ ...c, countryCode: value ?? '', cityId: '' }))}
            data={countries}
            searchable
            nothingFoundMessage={t('recruiter.settings.nothingFound')}
            error={errorOf('countryCode')}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('recruiter.settings.addressesCity')}
            value={form.cityId === '' ? null : form.cityId}
            onChange={(value) => set('cityId', value ?? '')}
            data={cities}
            searchable
            clearable
            nothingFoundMessage={t('recruiter.settings.nothingFound')}
            error={errorOf('cityId')}
            disabled={form.countryCode === ''}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('recruiter.settings.addressesPostalCode')}
            value={form.postalCode}
            onChange={(e) => set('postalCode', e.currentTarget.value)}
            error={errorOf('postalCode')}
            maxLength={20}
            autoComplete="postal-code"
          />
          <TextInput
            label={t('recruiter.settings.addressesPhone')}
            value={form.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
            error={errorOf('phone')}
            maxLength={25}
            type="tel"
            dir="ltr"
            autoComplete="tel"
          />
        </SimpleGrid>
        <Checkbox
          label={t('recruiter.settings.addressesMakePrimary')}
          description={t('recruiter.settings.addressesMakePrimaryHint')}
          checked={form.isPrimary}
          onChange={(e) => set('isPrimary', e.currentTarget.checked)}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {t('recruiter.settings.addressesSaveFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('recruiter.settings.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('recruiter.settings.addressesSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
