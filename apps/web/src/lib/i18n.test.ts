import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US.json';
import { createI18n, loadLocale, switchLanguage } from './i18n';

const freshInstance = async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { 'en-US': { translation: enUS } },
    lng: 'en-US',
    fallbackLng: 'en-US',
    interpolation: { escapeValue: false },
  });
  return instance;
};

describe('i18n', () => {
  it('switches to a language the instance does not carry yet, after fetching its translations', async () => {
    // an instance as the app starts it in production: only the default language
    const instance = i18next.createInstance();
    await instance.init({
      resources: { 'en-US': { translation: enUS } },
      lng: 'en-US',
      fallbackLng: 'en-US',
      interpolation: { escapeValue: false },
    });
    expect(instance.hasResourceBundle('ar', 'translation')).toBe(false);
    await switchLanguage(instance, 'ar');
    expect(instance.language).toBe('ar');
    expect(instance.t('app.shell.productName')).toBe('استقطاب المواهب');
    await switchLanguage(instance, 'zh-CN');
    expect(instance.t('jobs.list.heading')).toBe('寻找您的下一份工作');
  });

  it("keeps a language's own strings when its late strings came first (a late screen was open)", async () => {
    const instance = await freshInstance();
    // as loadLateStrings leaves it: the language's bundle holds the late strings alone
    instance.addResourceBundle('ar', 'translation', { admin: { roles: { admin: 'متأخر' } } }, true, true);
    await switchLanguage(instance, 'ar');
    expect(instance.t('saved.list.title')).toBe('الوظائف المحفوظة');
    expect(instance.t('admin.roles.admin')).toBe('متأخر');
  });

  it('loads a language once and starts an instance in it', async () => {
    await loadLocale('zh-CN');
    await loadLocale('en-US');
    expect(createI18n('zh-CN').t('app.shell.productName')).toBe('人才寻访');
    expect(createI18n('en-US').t('app.shell.productName')).toBe('Talent Sourcing');
  });
});
