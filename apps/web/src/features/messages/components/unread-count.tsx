import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeCount, useUnreadMessages } from '../api/unread';

/** The unread total beside "Messages" in the recruiter's section menu; nothing when none is unread. */
export function UnreadMessagesCount() {
  const { t } = useTranslation();
  const count = useUnreadMessages().data ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="red" circle={count < 10} style={{ marginInlineStart: 'auto' }}>
      <span aria-hidden>{badgeCount(count)}</span>
      <VisuallyHidden>{t('messages.nav.unread', { count })}</VisuallyHidden>
    </Badge>
  );
}
