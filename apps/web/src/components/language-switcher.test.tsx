import { useDirection } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { readLanguageCookie } from '../lib/language-cookie';
import { renderRoute } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

function Probe() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <p data-testid="probe">
      {t('app.shell.productName')} {dir}
    </p>
  );
}

describe('LanguageSwitcher', () => {
  it('switches the language at once, remembers it, and turns the page right-to-left for Arabic', async () => {
    renderRoute(
      <>
        <LanguageSwitcher />
        <Probe />
      </>,
      { path: '/', url: '/' },
    );
    expect(screen.getByTestId('probe').textContent).toBe('Talent Sourcing ltr');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });

    expect(await screen.findByText('استقطاب المواهب rtl')).toBeTruthy();
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(readLanguageCookie(document.cookie)).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'اللغة' }), { target: { value: 'zh-CN' } });
    expect(await screen.findByText('人才寻访 ltr')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});
