import type { ReactNode } from 'react';
import classes from './list-detail-split.module.css';

interface ListDetailSplitProps {
  list: ReactNode;
  /** The selected item, or null when none is. */
  detail: ReactNode | null;
  /** The list's accessible name (a region). */
  listLabel: string;
}

/**
 * A list beside the selected item on wide screens (64em and up), LinkedIn's pattern; on phones and
 * tablets one column: the list, or the item once one is selected (its page has a way back).
 */
export function ListDetailSplit({ list, detail, listLabel }: ListDetailSplitProps) {
  const selected = detail !== null;
  return (
    <div className={classes.split} data-selected={selected} data-component="list-detail-split">
      <section aria-label={listLabel} className={classes.list}>
        {list}
      </section>
      {selected && <div className={classes.detail}>{detail}</div>}
    </div>
  );
}
