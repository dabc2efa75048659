import { DEBOUNCE_MS } from '@skins/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * A text input bound to a filter (CAT-32: search and price apply 300 ms after typing stops).
 * `committed` is the filter's value as text and `normalize` maps typed text to that form, so
 * "10.50" does not fight "10.5". A change from outside (back button, Reset) replaces the text
 * and drops a pending apply. `flush` applies the text at once (Enter, the search button).
 */
export function useDebouncedInput(committed: string, commit: (text: string) => void, normalize: (text: string) => string) {
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ text, committed, commit, normalize });
  latest.current = { text, committed, commit, normalize };

  useEffect(() => {
    if (latest.current.normalize(latest.current.text) === committed) return;
    clearTimeout(timer.current);
    setText(committed);
  }, [committed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const { committed: current, commit: write, normalize: norm } = latest.current;
    if (norm(value) !== current) write(value);
  };

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), DEBOUNCE_MS.searchAndPrice);
  };

  return { text, change, flush: (value: string = text) => apply(value) };
}
