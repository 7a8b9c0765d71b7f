import { ActionIcon, Anchor, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { navigateToModule } from '../lib/module-navigation';
import { TOAST_DURATION_MS, useUiStore } from '../lib/ui-store';
import classes from './shell.module.css';

/** The toast queue: each hides itself, and "close" removes the oldest (spec section 4). */
export function Toaster() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useUiStore((s) => s.toasts);
  const dismiss = useUiStore((s) => s.dismissToast);
  const oldest = toasts[0]?.id;

  useEffect(() => {
    if (oldest === undefined) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [oldest, dismiss]);

  return (
    <div className={classes.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Paper key={toast.id} shadow="md" p="sm" withBorder className={classes.toast}>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm">{toast.text}</Text>
            <Group gap="xs" wrap="nowrap">
              {toast.action !== undefined && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => {
                    if (toast.action !== undefined)
                      navigateToModule(toast.action.href, (to) => void navigate(to));
                    dismiss();
                  }}
                >
                  {toast.action.label}
                </Anchor>
              )}
              <ActionIcon variant="subtle" color="gray" aria-label={t('app.toast.dismiss')} onClick={dismiss}>
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </div>
  );
}
