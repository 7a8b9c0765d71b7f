import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<title> – <product>" (the product name alone without a title). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title =
      title === undefined ? t('app.shell.productName') : t('app.shell.documentTitle', { title });
  }, [title, t]);
}
