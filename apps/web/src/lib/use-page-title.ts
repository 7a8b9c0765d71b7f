import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<title> – <product>" (the product name alone without a
 * title); `enabled` false leaves it to the page around (a detail shown beside its list). */
export function usePageTitle(title: string | undefined, enabled = true): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    document.title =
      title === undefined ? t('app.shell.productName') : t('app.shell.documentTitle', { title });
  }, [title, t, enabled]);
}
