import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordOwner,
  type PasswordScore,
} from '@talent/domain';
import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FormFields } from '../hooks/use-form-fields';
import {
  passwordProblemsNow,
  usePasswordStrength,
  type PasswordStrength,
} from '../hooks/use-password-strength';
import classes from './auth.module.css';
import { PasswordField } from './password-field';
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
  const strength = usePasswordStrength(value, owner);
  return (
    <PasswordField
      inputRef={inputRef}
      name={name}
      label={label}
      description={<StrengthReport strength={strength} />}
      descriptionProps={{ 'aria-live': 'polite' }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      autoComplete="new-password"
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

interface NewPasswordFieldsProps<F extends string> {
  form: FormFields<F>;
  /** The form's fields for the new password and for the same again (their names too). */
  fields: readonly [F, F];
  labels: readonly [string, string];
  owner: PasswordOwner;
}

/** A new password (NewPasswordField), then the same again to catch a typing slip. */
export function NewPasswordFields<F extends string>({
  form,
  fields,
  labels,
  owner,
}: NewPasswordFieldsProps<F>) {
  const [password, confirmation] = fields;
  return (
    <>
      <NewPasswordField
        inputRef={form.inputRef(password)}
        name={password}
        label={labels[0]}
        value={form.values[password]}
        error={form.errors[password]}
        onChange={(value) => form.setValue(password, value)}
        owner={owner}
      />
      <PasswordField
        inputRef={form.inputRef(confirmation)}
        name={confirmation}
        label={labels[1]}
        autoComplete="new-password"
        value={form.values[confirmation]}
        error={form.errors[confirmation]}
        onChange={(value) => form.setValue(confirmation, value)}
      />
    </>
  );
}

/**
 * At submit, what stops the new password of NewPasswordFields, in words: none given (`required`),
 * refused by the rule (the checker is waited for, if still on its way), or not the same twice.
 */
export async function newPasswordErrors<F extends string>(
  [password, confirmation]: readonly [F, F],
  values: Record<F, string>,
  owner: PasswordOwner,
  t: TFunction,
  required: string,
): Promise<FieldErrors<F>> {
  const found: FieldErrors<F> = {};
  if (values[password] === '') found[password] = required;
  else if (((await passwordProblemsNow(values[password], owner)) ?? []).length > 0)
    found[password] = t('auth.password.weak');
  if (values[confirmation] !== values[password]) found[confirmation] = t('auth.password.mismatch');
  return found;
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
