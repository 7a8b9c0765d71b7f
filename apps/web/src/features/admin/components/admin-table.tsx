import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './admin.module.css';

interface AdminTableProps {
  /** What the table lists: its caption (for screen readers) and the name of its scrolling region. */
  caption: string;
  /** Below this width the table scrolls inside its own box instead of squeezing its columns. */
  minWidth: string;
  /** The next page is loading: the rows on screen are the previous page's. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A table of the console: a real table with a caption, inside a box that scrolls sideways on its own
 * (focusable, so the keyboard can scroll it too) when the window is narrower than the table.
 */
export function AdminTable({ caption, minWidth, busy, children }: AdminTableProps) {
  const id = useId();
  return (
    <div
      className={classes.scroll}
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      data-component="admin-table"
    >
      <Table miw={minWidth} className={classes.table} verticalSpacing="xs" aria-busy={busy === true}>
        <caption id={id} className={classes.caption}>
          {caption}
        </caption>
        {children}
      </Table>
    </div>
  );
}
