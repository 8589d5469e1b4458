/**
 * The search text as queries see it: the typed text once it has rested for 500 ms
 * (docs/product-rules.md#global-search), trimmed, and null at once when there is nothing to search (no query
 * for empty text).
 */
import { useEffect, useState } from 'react';
import { queryTextOf, searchDebounceMs } from './searchRules';

export function useDebouncedSearchText(text: string, delayMs = searchDebounceMs): string | null {
  const current = queryTextOf(text);
  const [settled, setSettled] = useState<string | null>(current);

  useEffect(() => {
    if (current === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(current), delayMs);
    return () => clearTimeout(timer);
  }, [current, delayMs]);

  // Emptied text stops querying at once, without waiting for the timer.
  return current === null ? null : settled;
}
