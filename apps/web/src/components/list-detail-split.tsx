import '@mantine/core/styles/Overlay.css';
import { Overlay } from '@mantine/core';
import { useFocusTrap, useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import classes from './list-detail-split.module.css';

interface CommonProps {
  list: ReactNode;
  /** The selected item, or null when none is. */
  detail: ReactNode | null;
  /** The list's accessible name (a region). */
  listLabel: string;
}

type ListDetailSplitProps = CommonProps &
  (
    | {
        /** Below 64em the item replaces the list once selected (its page has a way back): the default. */
        narrow?: 'replace';
      }
    | {
        /**
         * Below 64em the list stays and the item opens over it from the end side, as a dialog named
         * `detailLabel` that Escape and the backdrop close through `onCloseDetail`.
         */
        narrow: 'overlay';
        detailLabel: string;
        onCloseDetail: () => void;
      }
  );

/**
 * A list beside the selected item on wide screens (64em and up), LinkedIn's pattern; on phones and
 * tablets one column: the list, or the item once one is selected (its page has a way back), or, with
 * `narrow="overlay"`, the item over the list.
 */
export function ListDetailSplit(props: ListDetailSplitProps) {
  const { list, detail, listLabel } = props;
  const selected = detail !== null;
  const narrowMode = props.narrow ?? 'replace';
  // read at once, not after a first paint: the item must not flash beside the list on a phone
  const narrowWindow = useMediaQuery('(max-width: 63.99em)', false, { getInitialValueInEffect: false });
  const overlay = props.narrow === 'overlay' && selected && narrowWindow ? props : null;
  return (
    <div
      className={classes.split}
      data-selected={selected}
      data-narrow={narrowMode}
      data-component="list-detail-split"
    >
      {/* under the dialog the list waits: out of reach of the pointer, the keyboard and screen readers */}
      <section aria-label={listLabel} className={classes.list} inert={overlay !== null || undefined}>
        {list}
      </section>
      {overlay !== null ? (
        <DetailDialog label={overlay.detailLabel} onClose={overlay.onCloseDetail}>
          {detail}
        </DetailDialog>
      ) : (
        selected && <div className={classes.detail}>{detail}</div>
      )}
    </div>
  );
}

/**
 * The item over the list (below 64em): a modal dialog at the end side, the focus kept inside it and
 * given back, when it closes, to what opened it (the list's link).
 */
function DetailDialog({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const trap = useFocusTrap(true);
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      const now = document.activeElement;
      // only when the focus was lost with the dialog (not when it went somewhere on purpose)
      if (opener instanceof HTMLElement && opener.isConnected && (now === null || now === document.body))
        opener.focus({ preventScroll: true });
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // a dialog opened from inside sits in a portal: its Escape is its own (React bubbles it here)
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    event.stopPropagation();
    onClose();
  };
  return (
    <>
      <Overlay fixed zIndex="var(--mantine-z-index-modal)" backgroundOpacity={0.35} onClick={onClose} />
      <div
        ref={trap}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={classes.detail}
        data-overlay
        onKeyDown={onKeyDown}
      >
        {/* the focus lands here first: the item's text is read from its start */}
        <div tabIndex={-1} data-autofocus className={classes.dialogBody}>
          {children}
        </div>
      </div>
    </>
  );
}
