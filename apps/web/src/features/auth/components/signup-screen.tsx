import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { checkPasswordStrength, isValidEmail } from '@talent/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { assignLocation } from '../../../lib/navigation';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuthFailure } from '../api/auth-failure';
import { signUp } from '../api/sign-up';
import { CALLBACK_PAGE, LOGIN_PAGE, useRedirectUri, withRedirectUri } from '../hooks/use-redirect-uri';
import { AuthCard } from './auth-card';
import { authFailureMessage } from './auth-failure-message';
import classes from './auth.module.css';
import { passwordHints } from './password-hints';

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const FULL_NAME_MAX_LENGTH = 200;

/** /sso/signup: a new job-seeker account; the server signs the new user in, then the callback runs. */
export function SignupScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(t('auth.signup.heading'));
  const redirectUri = useRedirectUri();

  const [values, setValues] = useState<Record<Field, string>>({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const fullNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);

  const hints = passwordHints(values.password, values.email, t);

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    const input = {
      fullName: fullNameRef,
      email: emailRef,
      password: passwordRef,
      confirmPassword: confirmPasswordRef,
    };
    if (first !== undefined) input[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const fullName = values.fullName.trim();
    const email = values.email.trim();
    const found: FieldErrors = {};
    if (fullName === '') found.fullName = t('auth.signup.fullNameRequired');
    if (email === '') found.email = t('auth.form.emailRequired');
    else if (!isValidEmail(email)) found.email = t('auth.form.emailInvalid');
    if (values.password === '') found.password = t('auth.form.passwordRequired');
    else if (checkPasswordStrength(values.password, email).length > 0)
      found.password = t('auth.signup.passwordWeak');
    if (values.confirmPassword !== values.password) found.confirmPassword = t('auth.signup.passwordMismatch');
    showErrors(found);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    const result = await signUp({ fullName, email, password: values.password });
    if (result.ok) {
      // the button stays busy while the browser leaves for the callback
      assignLocation(withRedirectUri(CALLBACK_PAGE, redirectUri));
      return;
    }
    setBusy(false);
    const { code, fields = [] } = result.failure;
    if (code === 'email_taken') showErrors({ email: t('auth.errors.emailTaken') });
    else if (code === 'weak_password') showErrors({ password: t('auth.signup.passwordWeak') });
    else if (code === 'invalid_fields' && fields.includes('email'))
      showErrors({ email: t('auth.form.emailInvalid') });
    setFailure(result.failure);
  };

  return (
    <AuthCard title={t('auth.signup.heading')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          {failure !== null && (
            <Alert color="red" variant="light" role="alert">
              {authFailureMessage(failure, t, locale)}
              {failure.code === 'email_taken' && (
                <>
                  {' '}
                  <Anchor component={Link} to={withRedirectUri(LOGIN_PAGE, redirectUri)} fw={500} inherit>
                    {t('auth.signup.signInInstead')}
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <TextInput
            ref={fullNameRef}
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
            ref={emailRef}
            type="email"
            name="email"
            label={t('auth.signup.email')}
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={change('email')}
          />
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('auth.signup.password')}
            // the rule, then what the password still lacks as it is typed (announced politely)
            description={
              values.password === '' ? (
                t('auth.signup.passwordRule')
              ) : hints.length === 0 ? (
                t('auth.signup.passwordStrong')
              ) : (
                <span className={classes.hints}>
                  {hints.map((hint) => (
                    <span key={hint}>{hint}</span>
                  ))}
                </span>
              )
            }
            descriptionProps={{ 'aria-live': 'polite' }}
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            onChange={change('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
          />
          <PasswordInput
            ref={confirmPasswordRef}
            name="confirmPassword"
            label={t('auth.signup.confirmPassword')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={change('confirmPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
          />
          <Button type="submit" loading={busy} fullWidth>
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
