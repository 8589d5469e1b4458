/**
 * Resolves in a task of its own, after the one running now. A request started from a screen's
 * drawing (a query mounted in a commit's effects) is sent from there instead: starting a request is
 * work of its own for the browser, and a slow phone's main thread is then busy in two short tasks
 * rather than one long one, in which a tap would wait.
 */
interface TaskScheduler {
  postTask(callback: () => void): Promise<void>;
}

export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  // Where there is no Scheduler API (Safari, Node), a zero timer, which also runs in a later task.
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => {});
  return new Promise((resolve) => setTimeout(resolve, 0));
}
