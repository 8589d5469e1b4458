/**
 * Runs `run` once the page is idle (Safari has no requestIdleCallback: a short timeout instead), for
 * work nobody waits for yet; answers what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 500);
  return () => clearTimeout(handle);
}
