import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** What the stand-in target gets: it looks and reads like the menu's own target. */
export interface DeferredTargetProps {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
}

interface DeferredMenuProps<P> {
  /** The menu's button; the same element before the menu has loaded and as the menu's target. */
  renderTarget: (props: DeferredTargetProps) => ReactElement;
  /** The menu itself, a `React.lazy` component, opened as soon as it has mounted. */
  menu: ComponentType<P>;
  /** Starts downloading the menu's module (the same import as the lazy component's). */
  preload: () => Promise<unknown>;
  menuProps: P;
}

/**
 * A top-bar menu whose Mantine Menu (with Popover, floating-ui and the focus trap) is downloaded
 * only when the reader comes near it: the button is drawn at once as a plain button that says it
 * opens a menu; hovering or focusing it starts the download, and the first click mounts the real
 * menu, which opens at once (`OpenedMenu` below). The first page then carries neither the menu's
 * code nor its components. The stand-in keeps the button's size, so nothing moves.
 */
export function DeferredMenu<P extends object>({
  renderTarget,
  menu: Menu,
  preload,
  menuProps,
}: DeferredMenuProps<P>) {
  const [used, setUsed] = useState(false);
  const warm = () => void preload().catch(() => undefined);
  const standIn = (active: boolean): ReactNode =>
    renderTarget({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      ...(active ? { onClick: () => setUsed(true), onFocus: warm, onPointerEnter: warm } : {}),
    });
  if (!used) return standIn(true);
  return (
    <Suspense fallback={standIn(false)}>
      <Menu {...menuProps} />
    </Suspense>
  );
}

/**
 * For the loaded menu: it mounts closed, moves the focus to its target, then opens, so that the
 * menu's focus handling knows where to return when it closes (Escape, a choice).
 */
export function useOpenOnMount<T extends HTMLElement>() {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<T>(null);
  useEffect(() => {
    targetRef.current?.focus();
    // opened in the next frame, once the target holds the focus
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return { opened, setOpened, targetRef };
}
