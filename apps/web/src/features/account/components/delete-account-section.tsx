import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import { Alert, Anchor, Button, Group, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { AppModal } from '../../../components/app-modal';
import { useLocale } from '../../../lib/i18n';
import { holdLoginRedirect } from '../../../lib/login-redirect';
import { assignLocation } from '../../../lib/navigation';
import { clearSessionHint } from '../../../lib/session-hint';
import type { AccountFailure } from '../api/account-failure';
import { deleteAccount } from '../api/delete-account';
import { accountDeletedAddress, LOGOUT_PAGE } from '../account-paths';
import { accountFailureMessage } from './account-failure-message';
import classes from './account.module.css';

interface DeleteAccountSectionProps {
  /** An organisation's account, signed in through it: no password to ask for. */
  enterprise: boolean;
}

/**
 * "Delete your account", in the danger colour: the button opens a dialog that says what happens,
 * asks for the password (not of an account its organisation signs in) and deletes. On success the
 * server has ended every session, so the browser leaves for a public page (a full page jump: nothing
 * of the signed-in app stays) that says when the account is erased.
 */
export function DeleteAccountSection({ enterprise }: DeleteAccountSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      className={classes.danger}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id={headingId} c="red">
          {t('account.delete.heading')}
        </Title>
        <Text size="sm">{t('account.delete.intro')}</Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={iconSize.sm} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t('account.delete.open')}
        </Button>
      </Stack>
      <AppModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('account.delete.dialogTitle')}
        centered
        size="lg"
      >
        {/* a fresh form each time it opens */}
        {opened && <DeleteAccountForm enterprise={enterprise} onCancel={() => setOpened(false)} />}
      </AppModal>
    </Paper>
  );
}

function DeleteAccountForm({ enterprise, onCancel }: { enterprise: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [password, setPassword] = useState('');
  // an organisation's account that has a password after all (the server asks for it)
  const [asksPassword, setAsksPassword] = useState(!enterprise);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // what takes the focus after a refusal, once it is shown (the field may only now appear)
  const [focus, setFocus] = useState<{ on: 'password' | 'alert' } | null>(null);
  useEffect(() => {
    if (focus?.on === 'password') passwordRef.current?.focus();
    if (focus?.on === 'alert') alertRef.current?.focus();
  }, [focus]);

  const showPasswordError = (message: string) => {
    setPasswordError(message);
    setFocus({ on: 'password' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (asksPassword && password === '') {
      showPasswordError(t('account.delete.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    setBusy(true);
    // the server ends every session before it answers, and the live channel says so at once: no
    // login redirect may overtake the page this one goes to
    holdLoginRedirect(true);
    const result = await deleteAccount(asksPassword ? { password } : {});
    if (result.ok) {
      // every session has ended: the button stays busy while the browser leaves
      clearSessionHint();
      assignLocation(accountDeletedAddress(result.value.deletionDueAt));
      return;
    }
    holdLoginRedirect(false);
    setBusy(false);
    const refusal = result.failure;
    if (refusal.code === 'password_required') {
      setAsksPassword(true);
      showPasswordError(t('account.delete.passwordRequired'));
      return;
    }
    if (refusal.code === 'invalid_password') {
      showPasswordError(t('account.delete.wrongPassword'));
      return;
    }
    if (refusal.code === 'invalid_fields' && (refusal.fields ?? []).includes('password')) {
      setAsksPassword(true);
      showPasswordError(t('account.delete.passwordRequired'));
      return;
    }
    setFailure(refusal);
    setFocus({ on: 'alert' });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <Text>{t('account.delete.whatHappens')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('account.delete.signedOut')}</List.Item>
          <List.Item>{t('account.delete.hidden')}</List.Item>
          <List.Item>{t('account.delete.erased')}</List.Item>
          <List.Item>{t('account.delete.cancelByMail')}</List.Item>
          <List.Item>{t('account.delete.organisationsKeep')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('account.delete.exportFirst')}
        </Text>
        {failure !== null && (
          <Alert ref={alertRef} tabIndex={-1} color="red" variant="light" role="alert">
            <Stack gap={4}>
              <Text size="sm">{accountFailureMessage(failure, t, locale)}</Text>
              {failure.code === 'fresh_sign_in_required' && (
                <Anchor component={Link} to={LOGOUT_PAGE} size="sm" fw={600}>
                  {t('account.delete.signOut')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {asksPassword ? (
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('account.delete.password')}
            description={t('account.delete.passwordHint')}
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            error={passwordError}
            // Mantine leaves aria-invalid off password inputs
            aria-invalid={passwordError !== undefined || undefined}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (passwordError !== undefined) setPasswordError(undefined);
            }}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
          />
        ) : (
          <Text size="sm">{t('account.delete.enterpriseHint')}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus={asksPassword ? undefined : true}>
            {t('account.delete.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('account.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
