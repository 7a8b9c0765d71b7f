import { Anchor, Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { consentTexts } from '@talent/contracts/consent-texts';
import { isValidEmail } from '@talent/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconSize } from '../../../app/theme';
import { FormFeedback } from '../../../components/form-parts';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../api/auth-failure';
import { signUp } from '../api/sign-up';
import { useFormFields, type FieldErrors } from '../hooks/use-form-fields';
import { LOGIN_PAGE, rememberSignupReturn, useRedirectUri, withRedirectUri } from '../hooks/use-redirect-uri';
import { PRIVACY_NOTICE_PAGE } from '../../privacy/privacy-paths';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';
import { NewPasswordFields, newPasswordErrors } from './new-password-field';
import { SignupSent } from './signup-sent';

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { fullName: '', email: '', password: '', confirmPassword: '' };
const NEW_PASSWORD = ['password', 'confirmPassword'] as const;

const FULL_NAME_MAX_LENGTH = 200;

/**
 * /sso/signup: a new job-seeker account. The server answers the same for every address and mails
 * the next step, so the page then says to check the inbox; the link in the mail (/sso/verify)
 * creates the account and signs in.
 */
export function SignupScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const redirectUri = useRedirectUri();
  const noticeId = useId();

  const form = useFormFields(FIELDS, EMPTY);
  const { values, errors, inputRef, setValue, showErrors } = form;
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  // the address the link was sent to: the page then says to check the inbox
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(sentTo === null ? t('auth.signup.heading') : t('auth.signupSent.heading'));

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) =>
    setValue(field, event.currentTarget.value);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const fullName = values.fullName.trim();
    const email = values.email.trim();
    const found: FieldErrors<Field> = {};
    if (fullName === '') found.fullName = t('auth.signup.fullNameRequired');
    if (email === '') found.email = t('auth.form.emailRequired');
    else if (!isValidEmail(email)) found.email = t('auth.form.emailInvalid');
    setBusy(true);
    Object.assign(
      found,
      await newPasswordErrors(NEW_PASSWORD, values, { email, fullName }, t, t('auth.form.passwordRequired')),
    );
    if (Object.keys(found).length > 0) {
      setBusy(false);
      showErrors(found);
      return;
    }
    form.setErrors({});

    const result = await signUp({ fullName, email, password: values.password });
    setBusy(false);
    if (result.ok) {
      rememberSignupReturn(redirectUri);
      setSentTo(email);
      return;
    }
    const { code, fields = [] } = result.failure;
    if (code === 'weak_password') showErrors({ password: t('auth.password.weak') });
    else if (code === 'invalid_fields' && fields.includes('email'))
      showErrors({ email: t('auth.form.emailInvalid') });
    setFailure(result.failure);
  };

  if (sentTo !== null) {
    return (
      <SignupSent
        email={sentTo}
        redirectUri={redirectUri}
        onUseAnotherAddress={() => {
          // the name stays; the passwords are typed again, with the new address checked against them
          form.setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <AuthCard title={t('auth.signup.heading')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          <FormFeedback error={failure === null ? null : authFailureMessage(failure, t, locale)} />
          <TextInput
            ref={inputRef('fullName')}
            name="fullName"
            label={t('auth.signup.fullName')}
            autoComplete="name"
            required
            maxLength={FULL_NAME_MAX_LENGTH}
            value={values.fullName}
            error={errors.fullName}
            onChange={change('fullName')}
          />
          <TextInput
            ref={inputRef('email')}
            type="email"
            name="email"
            label={t('auth.signup.email')}
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={change('email')}
          />
          <NewPasswordFields
            form={form}
            fields={NEW_PASSWORD}
            labels={[t('auth.signup.password'), t('auth.signup.confirmPassword')]}
            owner={{ email: values.email, fullName: values.fullName }}
          />
          {/* creating the account is the acceptance: the server records these very words */}
          <Text size="sm" id={noticeId}>
            {t('consent.signup.confirm')} <span dir="auto">{consentTexts.privacy_notice[locale]}</span>{' '}
            <Anchor href={PRIVACY_NOTICE_PAGE} target="_blank" rel="noopener" fw={500}>
              {t('consent.signup.readNotice')}{' '}
              <IconExternalLink size={iconSize.sm} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
              <VisuallyHidden>{t('consent.signup.newTab')}</VisuallyHidden>
            </Anchor>
          </Text>
          <Button type="submit" loading={busy} fullWidth aria-describedby={noticeId}>
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        {t('auth.signup.haveAccount')}{' '}
        <Anchor component={Link} to={withRedirectUri(LOGIN_PAGE, redirectUri)} fw={500}>
          {t('auth.signup.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
