/**
 * The rows of a page of cards to draw now: the first few at once, then a few more in each following
 * task, until the page is whole. A page of cards drawn in one go was one long task of a slow
 * phone's main thread (the page's cards added to the document together), in which a tap waited;
 * in steps, the first cards show as soon as before and each step is short. A new page starts again
 * from the first few.
 */
import { startTransition, useEffect, useState } from 'react';

/** Cards drawn with the page, and added in each later step: about a phone's screen of them. */
const cardsPerStep = 6;

export function useRevealedRows<Row>(rows: readonly Row[]): readonly Row[] {
  const [revealed, setRevealed] = useState({ rows, count: cardsPerStep });
  const count = revealed.rows === rows ? revealed.count : cardsPerStep;
  useEffect(() => {
    if (count >= rows.length) return;
    const next = setTimeout(() => startTransition(() => setRevealed({ rows, count: count + cardsPerStep })));
    return () => clearTimeout(next);
  }, [rows, count]);
  return count >= rows.length ? rows : rows.slice(0, count);
}
