import { IconAlarm, IconBell, IconClockX, IconMessages } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { notificationIcon } from './notification-icons';

describe('notificationIcon', () => {
  it('has an icon for the kinds of issue 23, and the bell for anything unknown', () => {
    expect(notificationIcon('message')).toBe(IconMessages);
    expect(notificationIcon('message_received')).toBe(IconMessages);
    expect(notificationIcon('invitation_expired')).toBe(IconClockX);
    expect(notificationIcon('offer_expired')).toBe(IconClockX);
    expect(notificationIcon('expired')).toBe(IconClockX);
    expect(notificationIcon('assessment_reminder')).toBe(IconAlarm);
    expect(notificationIcon('reminder')).toBe(IconAlarm);
    expect(notificationIcon('toString')).toBe(IconBell);
    expect(notificationIcon(null)).toBe(IconBell);
  });
});
