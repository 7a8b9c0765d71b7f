import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EMAIL_DOMAIN_PATTERN,
  isAcceptableIssuer,
  PUBLIC_MAIL_DOMAINS,
  type IdentityProvider,
  type OrganisationDomain,
} from '@talent/contracts';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSize } from '../../../../app/theme';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageLoader } from '../../../../components/page-loader';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/ui-store';
import {
  useIdentityProviders,
  useOrganisationDomains,
  useRegisterIdentityProvider,
  useRemoveIdentityProvider,
  useVerifyDomain,
} from '../../api/settings';
import { refusalCode } from './refusal';
import classes from './settings.module.css';

/** The e-mail domains typed in one field, split on commas and spaces, in lower case, each once. */
export function parseDomains(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((d) => d.trim().toLowerCase())
        .filter((d) => d !== ''),
    ),
  ];
}

type SsoField = 'issuer' | 'clientId' | 'clientSecret' | 'emailDomains';

/** What the form can tell is wrong before the server is asked, with the message key of each. */
export function checkProvider(values: Record<SsoField, string>): Partial<Record<SsoField, SsoErrorKey>> {
  const errors: Partial<Record<SsoField, SsoErrorKey>> = {};
  if (!isAcceptableIssuer(values.issuer.trim())) errors.issuer = 'recruiter.settings.ssoIssuerInvalid';
  if (values.clientId.trim() === '') errors.clientId = 'recruiter.settings.ssoRequired';
  if (values.clientSecret === '') errors.clientSecret = 'recruiter.settings.ssoRequired';
  const domains = parseDomains(values.emailDomains);
  if (domains.length === 0) errors.emailDomains = 'recruiter.settings.ssoRequired';
  else if (domains.some((d) => PUBLIC_MAIL_DOMAINS.has(d)))
    errors.emailDomains = 'recruiter.settings.ssoDomainPublic';
  else if (domains.some((d) => !EMAIL_DOMAIN_PATTERN.test(d)))
    errors.emailDomains = 'recruiter.settings.ssoDomainInvalid';
  return errors;
}

type SsoErrorKey =
  | 'recruiter.settings.ssoIssuerInvalid'
  | 'recruiter.settings.ssoRequired'
  | 'recruiter.settings.ssoDomainPublic'
  | 'recruiter.settings.ssoDomainInvalid';

/** Enterprise sign-in: the organisation's identity provider, its e-mail domains and their verification. */
export function SsoSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const providers = useIdentityProviders(orgId);
  const domains = useOrganisationDomains(orgId);
  const [adding, setAdding] = useState(false);

  if (providers.isPending) return <PageLoader label={t('recruiter.settings.ssoLoading')} />;
  if (providers.isError) {
    return (
      <ErrorState
        title={t('recruiter.settings.ssoErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={providers.error}
        onRetry={() => void providers.refetch()}
      />
    );
  }
  const list = providers.data.items;
  const addButton = (
    <Button leftSection={<IconPlus size={iconSize.sm} aria-hidden />} onClick={() => setAdding(true)}>
      {t('recruiter.settings.ssoAdd')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('recruiter.settings.ssoHint')}</Text>
      {list.length === 0 ? (
        <EmptyState
          icon={IconKey}
          title={t('recruiter.settings.ssoEmptyTitle')}
          message={t('recruiter.settings.ssoEmptyMessage')}
          action={addButton}
        />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h3">
              {t('recruiter.settings.ssoProvidersHeading')}
            </Title>
            {addButton}
          </Group>
          <Stack component="ul" gap="md" className={classes.list}>
            {list.map((provider) => (
              <ProviderCard key={provider.id} orgId={orgId} provider={provider} />
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            {t('recruiter.settings.ssoChangeHint')}
          </Text>
        </>
      )}
      <DomainsPanel orgId={orgId} domains={domains} />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('recruiter.settings.ssoAddTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        size="lg"
        centered
      >
        {adding && <ProviderForm orgId={orgId} onDone={() => setAdding(false)} />}
      </Modal>
    </Stack>
  );
}

function ProviderCard({ orgId, provider }: { orgId: string; provider: IdentityProvider }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useRemoveIdentityProvider(orgId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4">
              {t('recruiter.settings.ssoProvider')}
            </Title>
            <Badge color={provider.enabled ? 'green' : 'gray'} variant="light">
              {provider.enabled ? t('recruiter.settings.ssoEnabled') : t('recruiter.settings.ssoDisabled')}
            </Badge>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('recruiter.settings.ssoRemove')}
          </Button>
        </Group>
        <dl className={classes.facts}>
          <dt>{t('recruiter.settings.ssoIssuer')}</dt>
          <dd dir="ltr" className={classes.breakable}>
            {provider.issuer}
          </dd>
          <dt>{t('recruiter.settings.ssoClientId')}</dt>
          <dd dir="ltr" className={classes.breakable}>
            {provider.clientId}
          </dd>
          <dt>{t('recruiter.settings.ssoClientSecret')}</dt>
          <dd>{t('recruiter.settings.ssoSecretStored')}</dd>
          <dt>{t('recruiter.settings.ssoEmailDomains')}</dt>
          <dd dir="ltr" className={classes.breakable}>
            {provider.emailDomains.join(', ')}
          </dd>
          <dt>{t('recruiter.settings.ssoRegisteredOn')}</dt>
          <dd>{formatDate(provider.createdAt, locale)}</dd>
        </dl>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('recruiter.settings.ssoConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('recruiter.settings.ssoConfirmMessage', { issuer: provider.issuer })}</Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {t('recruiter.settings.ssoRemoveFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('recruiter.settings.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(provider.id, {
                  onSuccess: () => {
                    showToast(t('recruiter.settings.ssoRemoved'));
                    setConfirming(false);
                  },
                })
              }
            >
              {t('recruiter.settings.ssoConfirmRemove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function DomainsPanel({
  orgId,
  domains,
}: {
  orgId: string;
  domains: ReturnType<typeof useOrganisationDomains>;
}) {
  const { t } = useTranslation();
  if (domains.isPending) return <PageLoader label={t('recruiter.settings.ssoLoadingDomains')} />;
  if (domains.isError) {
    return (
      <ErrorState
        title={t('recruiter.settings.ssoDomainsErrorTitle')}
        message={t('recruiter.settings.loadFailed')}
        retryLabel={t('common.actions.retry')}
        error={domains.error}
        onRetry={() => void domains.refetch()}
      />
    );
  }
  if (domains.data.items.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('recruiter.settings.ssoDomainsHeading')}
      </Title>
      <Stack component="ul" gap="md" className={classes.list}>
        {domains.data.items.map((domain) => (
          <DomainCard key={domain.domain} orgId={orgId} domain={domain} />
        ))}
      </Stack>
    </Stack>
  );
}

const VERIFY_FAILURE_KEYS = {
  too_many_requests: 'recruiter.settings.ssoVerifyTooSoon',
  domain_taken: 'recruiter.settings.ssoVerifyTaken',
} as const;

function DomainCard({ orgId, domain }: { orgId: string; domain: OrganisationDomain }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const verify = useVerifyDomain(orgId);
  const code = refusalCode(verify.error);
  const failureKey =
    code === 'too_many_requests' || code === 'domain_taken'
      ? VERIFY_FAILURE_KEYS[code]
      : 'recruiter.settings.ssoVerifyFailed';
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" dir="ltr" className={classes.breakable}>
            {domain.domain}
          </Title>
          <Badge color={domain.verified ? 'green' : 'yellow'} variant="light">
            {domain.verified ? t('recruiter.settings.ssoVerified') : t('recruiter.settings.ssoUnverified')}
          </Badge>
        </Group>
        {domain.verified ? (
          domain.verifiedAt !== null && (
            <Text size="sm" c="dimmed">
              {t('recruiter.settings.ssoVerifiedOn', { date: formatDate(domain.verifiedAt, locale) })}
            </Text>
          )
        ) : (
          <>
            <Text size="sm">{t('recruiter.settings.ssoVerifyHowDns')}</Text>
            <dl className={classes.facts}>
              <dt>{t('recruiter.settings.ssoRecordName')}</dt>
              <dd>
                <Code className={classes.breakable}>{domain.verification.dnsRecordName}</Code>
              </dd>
              <dt>{t('recruiter.settings.ssoRecordValue')}</dt>
              <dd>
                <Code className={classes.breakable}>{domain.verification.dnsRecordValue}</Code>
              </dd>
            </dl>
            <Text size="sm">{t('recruiter.settings.ssoVerifyHowFile')}</Text>
            <dl className={classes.facts}>
              <dt>{t('recruiter.settings.ssoFileUrl')}</dt>
              <dd>
                <Code className={classes.breakable}>{domain.verification.wellKnownUrl}</Code>
              </dd>
              <dt>{t('recruiter.settings.ssoFileContent')}</dt>
              <dd>
                <Code className={classes.breakable}>{domain.verification.wellKnownContent}</Code>
              </dd>
            </dl>
            {domain.lastCheckedAt !== null && (
              <Text size="sm" c="dimmed">
                {t('recruiter.settings.ssoLastChecked', {
                  date: formatDateTime(domain.lastCheckedAt, locale),
                })}
              </Text>
            )}
            {verify.isError && (
              <Alert color="red" role="alert">
                {t(failureKey)}
              </Alert>
            )}
            {verify.isSuccess && !verify.data.verified && (
              <Alert color="yellow" role="status">
                {t('recruiter.settings.ssoStillUnverified')}
              </Alert>
            )}
            <Group>
              <Button
                variant="light"
                loading={verify.isPending}
                onClick={() => verify.mutate(domain.domain)}
                aria-label={t('recruiter.settings.ssoCheckLabel', { domain: domain.domain })}
              >
                {t('recruiter.settings.ssoCheck')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

const REGISTER_FAILURE_KEYS = {
  domain_taken: 'recruiter.settings.ssoRegisterDomainTaken',
  issuer_taken: 'recruiter.settings.ssoRegisterIssuerTaken',
} as const;

function ProviderForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const register = useRegisterIdentityProvider(orgId);
  const [values, setValues] = useState<Record<SsoField, string>>({
    issuer: '',
    clientId: '',
    clientSecret: '',
    emailDomains: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? checkProvider(values) : {};
  const set = (field: SsoField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const code = refusalCode(register.error);
  const failureKey =
    code === 'domain_taken' || code === 'issuer_taken'
      ? REGISTER_FAILURE_KEYS[code]
      : 'recruiter.settings.ssoRegisterFailed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checkProvider(values)).length > 0) return;
    register.mutate(
      {
        organisationId: orgId,
        issuer: values.issuer.trim(),
        clientId: values.clientId.trim(),
        clientSecret: values.clientSecret,
        emailDomains: parseDomains(values.emailDomains),
      },
      {
        onSuccess: () => {
          showToast(t('recruiter.settings.ssoRegistered'));
          onDone();
        },
        // the secret is never kept on screen longer than needed
        onError: () => set('clientSecret', ''),
      },
    );
  };

  const errorOf = (field: SsoField) => {
    const key = errors[field];
    return key === undefined ? undefined : t(key);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('recruiter.settings.ssoIssuer')}
          description={t('recruiter.settings.ssoIssuerHint')}
          value={values.issuer}
          onChange={(e) => set('issuer', e.currentTarget.value)}
          error={errorOf('issuer')}
          type="url"
          dir="ltr"
          maxLength={500}
          required
          data-autofocus
        />
        <TextInput
          label={t('recruiter.settings.ssoClientId')}
          value={values.clientId}
          onChange={(e) => set('clientId', e.currentTarget.value)}
          error={errorOf('clientId')}
          dir="ltr"
          maxLength={500}
          autoComplete="off"
          required
        />
        <PasswordInput
          label={t('recruiter.settings.ssoClientSecret')}
          description={t('recruiter.settings.ssoSecretHint')}
          value={values.clientSecret}
          onChange={(e) => set('clientSecret', e.currentTarget.value)}
          error={errorOf('clientSecret')}
          dir="ltr"
          maxLength={2000}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('recruiter.settings.ssoShowSecret') }}
        />
        <TextInput
          label={t('recruiter.settings.ssoEmailDomains')}
          description={t('recruiter.settings.ssoEmailDomainsHint')}
          value={values.emailDomains}
          onChange={(e) => set('emailDomains', e.currentTarget.value)}
          error={errorOf('emailDomains')}
          dir="ltr"
          required
        />
        {register.isError && (
          <Alert color="red" role="alert">
            {t(failureKey)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('recruiter.settings.cancel')}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t('recruiter.settings.ssoRegister')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
