import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator, useDirection } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/** A count as a badge shows it: more than 99 is "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface CountLinkProps {
  to: string;
  /** What the badge shows; none at 0. */
  count: number;
  /** The link's name, which says the count ("Notifications, 3 unread"): the badge is not read out. */
  label: string;
  /** The page it opens is the current one. */
  current: boolean;
  /** Shown as pressed (the page, or a popup it opened). */
  active?: boolean;
  onClick?: (event: MouseEvent) => void;
  icon: ReactNode;
  /** A data attribute to find it by. */
  'data-chat-launcher'?: boolean;
}

/**
 * An icon link of the top bar with a count badge at its end corner (the bell, the chat launcher).
 * Mantine places the badge by left and right, so it is mirrored here for right-to-left.
 */
export function CountLink({ to, count, label, current, active, onClick, icon, ...data }: CountLinkProps) {
  const { dir } = useDirection();
  return (
    <Indicator
      label={<span aria-hidden>{badgeCount(count)}</span>}
      disabled={count === 0}
      position={dir === 'rtl' ? 'top-start' : 'top-end'}
      size={18}
      offset={6}
      color="red"
      mx={4}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant={current || active === true ? 'light' : 'subtle'}
        size="lg"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
        {...data}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
}
