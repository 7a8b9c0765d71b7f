import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps extends Pick<
  PasswordInputProps,
  'description' | 'descriptionProps' | 'inputWrapperOrder'
> {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A required password field with its show/hide button (named in the page's language), marked
 * invalid while it has an error.
 */
export function PasswordField({ inputRef, value, error, onChange, ...field }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...field}
      ref={inputRef}
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
