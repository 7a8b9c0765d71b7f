import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isRefusal } from './api-client';

/** One field a 400 answer named, by its path in the request without where it was (`body.`, `query.`…). */
export interface FieldRefusal {
  /** `startsAt`, `participants.1`; empty when the whole body or query was at fault. */
  path: string;
  /** The server's own words for it, in English (`must be in the future`): for matching, not for showing. */
  message: string;
}

const WHERE = /^(?:body|query|querystring|params|headers)(?:\.|$)/;

/** A request field's path without where it was sent: `body.participants.1` → `participants.1`. */
export function fieldPath(field: string): string {
  return field.replace(WHERE, '');
}

/** The fields a 400 answer named (`fields: [{ field: 'body.startsAt', message }]`); [] when it named none. */
export function refusedFieldErrors(error: unknown): FieldRefusal[] {
  if (!isApiError(error, 400) || !isRefusal(error.body)) return [];
  return (error.body.fields ?? []).map((f) => ({ path: fieldPath(f.field), message: f.message }));
}

/**
 * Puts each refused field on the form field that shows it, in the form's own words: `place` answers
 * the form field and its message, or null when the form has no field for it (those are `unplaced`, for
 * a message of the form's own). The first error on a field is kept.
 */
export function placeFieldErrors<F extends string>(
  refusals: readonly FieldRefusal[],
  place: (refusal: FieldRefusal) => { field: F; message: string } | null,
): { errors: Partial<Record<F, string>>; unplaced: FieldRefusal[] } {
  const errors: Partial<Record<F, string>> = {};
  const unplaced: FieldRefusal[] = [];
  for (const refusal of refusals) {
    const placed = place(refusal);
    if (placed === null) unplaced.push(refusal);
    else errors[placed.field] ??= placed.message;
  }
  return { errors, unplaced };
}

/**
 * Moves to the first field in error inside `root` (in the order they are shown): focused and
 * scrolled into view. A field is in error when its control has `aria-invalid="true"`, or when it sits in
 * an element marked `data-invalid` (a group of checkboxes). A field made of several controls (a time's
 * hour and minute) is in error as a whole: its first control takes the focus. Answers whether it
 * found one.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  if (root === null) return false;
  const found = root.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-invalid="true"] input, [data-invalid="true"] button',
  );
  if (found === null) return false;
  const controls = 'input:not([type="hidden"]), button, select, textarea';
  const first = found.matches(controls) ? found : (found.querySelector<HTMLElement>(controls) ?? found);
  first.focus();
  // jsdom has no scrolling
  if (typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center' });
  return true;
}

/**
 * A form's field errors, those that could not be placed on a field (`unplaced`), and the move to the
 * first of them after each check that found any (`fail`); `formRef` goes on the form's element.
 */
export function useFieldErrors<E extends object>() {
  const [errors, setErrors] = useState<E>({} as E);
  const [unplaced, setUnplaced] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);
  const fail = useCallback((next: E, leftOver = false) => {
    setErrors(next);
    setUnplaced(leftOver);
    setFocusTick((n) => n + 1);
  }, []);
  const clear = useCallback(() => {
    setErrors({} as E);
    setUnplaced(false);
  }, []);
  return { errors, setErrors, unplaced, formRef, fail, clear };
}
