import { useCallback, useEffect, useRef, useState } from 'react';
import { useFragmentToken } from './use-fragment-token';

/** What posting a mail link's token answers: success (with what it carries), or a refusal by its code. */
type TokenResult = { ok: true } | { ok: false; failure: { code: string } };

type Accepted<R> = Extract<R, { ok: true }>;
type FailureOf<R> = R extends { ok: false; failure: infer F } ? F : never;

export type TokenLinkState<R extends TokenResult> =
  /** The token is being posted. */
  | { kind: 'pending' }
  | { kind: 'done'; answer: Accepted<R> }
  | { kind: 'failed'; failure: FailureOf<R> }
  /** The page was opened without a token (or with one that does not look like one). */
  | { kind: 'missing' };

/** A refusal worth another try with the same link: no network, or too many requests just now. */
export function isPassingFailure(failure: { code: string }): boolean {
  return failure.code === 'network' || failure.code === 'too_many_requests';
}

/** A refusal the same link will always get: used, expired, or not one of ours. */
export function isUsedLink(failure: { code: string }): boolean {
  return failure.code === 'invalid_token' || failure.code === 'invalid_fields';
}

/** What a link that did not work says: that it had no token, that it is used (or expired), or why it was refused. */
export function tokenLinkMessage<F extends { code: string }>(
  state: { kind: 'failed'; failure: F } | { kind: 'missing' },
  words: { missing: string; used: string; refused: (failure: F) => string },
): string {
  if (state.kind === 'missing') return words.missing;
  return isUsedLink(state.failure) ? words.used : words.refused(state.failure);
}

/**
 * A page opened from a mail's link, `#token=…`: the token is read once and taken out of the address
 * bar (useFragmentToken), posted (`post`, stable, once per token: lib/once-per-token.ts), and the
 * page says pending, done or failed; `retry` posts it again. Once the answer is there, the heading
 * given `headingRef` takes the focus (the progress before it had nothing to focus), so it is read
 * out. `onDone` (stable too) runs with an accepted answer.
 */
export function useTokenLink<R extends TokenResult>(
  post: (token: string) => Promise<R>,
  onDone?: (answer: Accepted<R>) => void,
) {
  const token = useFragmentToken();
  const [state, setState] = useState<TokenLinkState<R>>(() =>
    token === null ? { kind: 'missing' } : { kind: 'pending' },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const settle = useCallback(
    (result: R) => {
      if (!result.ok) {
        setState({ kind: 'failed', failure: result.failure as FailureOf<R> });
        return;
      }
      setState({ kind: 'done', answer: result as Accepted<R> });
      onDone?.(result as Accepted<R>);
    },
    [onDone],
  );

  useEffect(() => {
    if (token !== null) void post(token).then(settle);
  }, [token, post, settle]);

  useEffect(() => {
    if (token !== null && state.kind !== 'pending') headingRef.current?.focus();
  }, [token, state.kind]);

  const retry = () => {
    if (token === null) return;
    setState({ kind: 'pending' });
    void post(token).then(settle);
  };

  return { state, headingRef, retry };
}
