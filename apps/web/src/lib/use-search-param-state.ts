import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A value kept in the address (`?key=value`, so it can be linked to) that changes on screen at
 * once. react-router applies navigations in a transition, so a value read only from the URL
 * would switch a moment after the click; a form shown for the new value could then appear only
 * after the user started typing into the old one.
 */
export function useSearchParamState<T extends string>(
  key: string,
  parse: (raw: string | null) => T,
  /** Value written as "no parameter" (keeps the default address clean); omit to always write it. */
  omitWhen?: T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = parse(params.get(key));
  const [state, setState] = useState({ value: fromUrl, fromUrl });

  // Follow the address when it changes for another reason (a link, back/forward). Adjusted while
  // rendering, not in an effect, so the screen never paints the old value first.
  let { value } = state;
  if (state.fromUrl !== fromUrl) {
    value = fromUrl;
    setState({ value, fromUrl });
  }

  const update = useCallback(
    (next: T) => {
      setState((current) => ({ ...current, value: next }));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (omitWhen !== undefined && next === omitWhen) updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      );
    },
    [key, omitWhen, setParams],
  );

  return [value, update];
}
