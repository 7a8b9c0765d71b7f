import { PasswordInput } from '@mantine/core';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordOwner,
  type PasswordScore,
} from '@talent/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordStrength, type PasswordStrength } from '../hooks/use-password-strength';
import classes from './auth.module.css';
import { meterScore, passwordFeedback, scoreLabel } from './password-hints';

const SEGMENTS = [1, 2, 3, 4] as const;

interface NewPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Whose password it is: their e-mail address and name may not be in it. */
  owner: PasswordOwner;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A new password (sign-up, change): the field, then a strength meter and what still stops the
 * password from being used, in words, as it is typed (announced politely to screen readers).
 */
export function NewPasswordField({
  label,
  name,
  value,
  onChange,
  error,
  owner,
  inputRef,
}: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const strength = usePasswordStrength(value, owner);
  return (
    <PasswordInput
      ref={inputRef}
      name={name}
      label={label}
      description={<StrengthReport strength={strength} />}
      descriptionProps={{ 'aria-live': 'polite' }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      autoComplete="new-password"
      required
      value={value}
      error={error}
      // Mantine leaves aria-invalid off password inputs
      aria-invalid={error !== undefined || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.form.showPassword') }}
    />
  );
}

/** Inside the field's description (a paragraph): spans only. */
function StrengthReport({ strength }: { strength: PasswordStrength }) {
  const { t } = useTranslation();
  if (strength.state !== 'ready')
    return t('auth.password.rule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  const score = meterScore(strength.assessment);
  const feedback = passwordFeedback(strength.assessment, t);
  return (
    <span className={classes.report}>
      <span className={classes.meterRow}>
        <Meter score={score} label={scoreLabel(score, t)} />
        <span className={classes.meterText}>
          {t('auth.password.strength', { level: scoreLabel(score, t) })}
        </span>
      </span>
      {feedback.reasons.length === 0 ? (
        <span>{t('auth.password.strong')}</span>
      ) : (
        <span className={classes.hints}>
          {feedback.reasons.map((reason) => (
            <span key={reason}>{reason}</span>
          ))}
          {feedback.tips.map((tip) => (
            <span key={tip} className={classes.tip}>
              {tip}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

function Meter({ score, label }: { score: PasswordScore; label: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="meter"
      aria-label={t('auth.password.meterLabel')}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={score}
      aria-valuetext={label}
      className={classes.meter}
      data-score={score}
    >
      {SEGMENTS.map((segment) => (
        <span
          key={segment}
          className={classes.segment}
          data-filled={score >= segment || (score === 0 && segment === 1)}
        />
      ))}
    </span>
  );
}
