/**
 * BENCH_PROFILE=1 of `npm run bench:grid`: where a measured step's main-thread time goes. The
 * portal is then built unminified (names kept, so the profile names React's and the libraries'
 * functions; its times are a little higher than the minified build's, its shares the same), and
 * each measured step runs under V8's sampling profiler (Chrome DevTools Protocol). Printed after the
 * steps: the main thread's busy time per step, and the functions with the most time, by self time
 * and by total time (a function counted once per sample whatever its recursion: a component's whole
 * render), over all steps.
 */
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Idle is not the page's time; '(program)' is the browser's own work (style, layout, paint...). */
const idle = '(idle)';
/** Where the click reaches React: the steps' timelines count from its first sample. */
const clickEntry = 'dispatchDiscreteEvent';
/** React's own work loop, left out of the callers shown (it is above every component). */
const reactInternal = (name: string) =>
  /^(performWorkOnRoot|performSyncWorkOnRoot|flushSyncWorkAcrossRoots_impl|beginWork|performWorkUntilDeadline|performWorkOnRootViaSchedulerTask|commitRoot|completeRoot|completeRootWhenReady|renderWithHooks|renderRootSync|workLoopSync|flushSpawnedWork|updateForwardRef|processRootScheduleInMicrotask|renderRootConcurrent|workLoopConcurrentByScheduler|updateFunctionComponent|performUnitOfWork|recursivelyTraverse\w*|commit\w*|flush\w*|reconcile\w*|updateMemoComponent|updateSimpleMemoComponent|mountIndeterminateComponent|completeWork|completeUnitOfWork|runWithFiberInDEV|callComponentInDEV|\(anonymous\)|\(root\))$/.test(
    name,
  );

export interface StepProfiler {
  /** Runs `step` under the profiler and keeps its profile (from the step's start to its end). */
  during<T>(step: () => Promise<T>): Promise<T>;
  /** The summary of the steps profiled since the last report, and a fresh start. */
  report(title: string): string[];
}

const label = (frame: ProfileNode['callFrame']) => {
  const file = frame.url.split('/').pop() ?? '';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
};

export async function stepProfiler(page: Page): Promise<StepProfiler> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  // 100 µs: a 300 ms render is some 3,000 samples.
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  let profiles: Profile[] = [];

  return {
    async during(step) {
      await session.send('Profiler.start');
      try {
        return await step();
      } finally {
        const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
        profiles.push(profile);
      }
    },
    report(title) {
      const self = new Map<string, number>();
      const total = new Map<string, number>();
      const busyPerStep: number[] = [];
      const timelines: string[] = [];
      /** Per self-time entry, its callers (the nearest four outside React's own work loop). */
      const via = new Map<string, Map<string, number>>();
      for (const profile of profiles) {
        const byId = new Map(profile.nodes.map((node) => [node.id, node]));
        const parent = new Map<number, number>();
        for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
        let busy = 0;
        // The step's tasks (busy stretches with under 1 ms idle inside), from the click's first sample.
        let at = profile.startTime;
        let clickAt: number | null = null;
        const tasks: { start: number; end: number; self: Map<string, number> }[] = [];
        profile.samples.forEach((id, index) => {
          at += profile.timeDeltas[index] ?? 0;
          // A sample's time is the delta to the next one.
          const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
          const node = byId.get(id);
          if (!node) return;
          const name = node.callFrame.functionName;
          if (name === idle) {
            self.set(name, (self.get(name) ?? 0) + ms);
            return;
          }
          const last = tasks.at(-1);
          const task =
            last && at - last.end < 1000 ? last : { start: at, end: at, self: new Map<string, number>() };
          if (task !== last) tasks.push(task);
          task.end = at + ms * 1000;
          task.self.set(label(node.callFrame), (task.self.get(label(node.callFrame)) ?? 0) + ms);
          busy += ms;
          const own = label(node.callFrame);
          self.set(own, (self.get(own) ?? 0) + ms);
          const seen = new Set<string>();
          const callers: string[] = [];
          for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
            const frame = byId.get(up)?.callFrame;
            if (!frame || frame.functionName === '(root)') continue;
            const key = label(frame);
            if (clickAt === null && frame.functionName === clickEntry) clickAt = at;
            if (up !== id && callers.length < 4 && !reactInternal(frame.functionName)) callers.push(key);
            if (seen.has(key)) continue;
            seen.add(key);
            total.set(key, (total.get(key) ?? 0) + ms);
          }
          const chains = via.get(own) ?? new Map<string, number>();
          via.set(own, chains);
          const chain = callers.join(' < ');
          chains.set(chain, (chains.get(chain) ?? 0) + ms);
        });
        busyPerStep.push(busy);
        if (timelines.length === 0) {
          const from = clickAt ?? profile.startTime;
          for (const task of tasks) {
            const ms = (task.end - task.start) / 1000;
            if (ms < 2) continue;
            const mostly = [...task.self]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 3)
              .map(([name, own]) => `${name} ${own.toFixed(0)}`)
              .join(', ');
            timelines.push(
              `    ${((task.start - from) / 1000).toFixed(0).padStart(6)} → ${((task.end - from) / 1000).toFixed(0).padStart(6)} ms (${ms.toFixed(0)} ms): ${mostly}`,
            );
          }
        }
      }
      const steps = profiles.length;
      profiles = [];
      const perStep = (ms: number) => `${(ms / Math.max(steps, 1)).toFixed(1).padStart(7)} ms`;
      const top = (map: Map<string, number>, n: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([name, ms]) => `    ${perStep(ms)}  ${name}`);
      const sortedBusy = [...busyPerStep].sort((a, b) => a - b);
      const selfWithCallers = [...self]
        .filter(([name]) => name !== idle)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .flatMap(([name, ms]) => [
          `    ${perStep(ms)}  ${name}`,
          ...[...(via.get(name) ?? [])]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([chain, own]) => `        ${perStep(own)}  < ${chain}`),
        ]);
      const components = [...total].filter(
        ([name]) => /^[A-Z]/.test(name) && !reactInternal(name.split(' ')[0] ?? ''),
      );
      return [
        `  profile of ${title}: ${steps} steps, main thread busy per step (JavaScript, GC, parsing): median ${(sortedBusy[Math.floor(steps / 2)] ?? 0).toFixed(0)} ms, each ${busyPerStep.map((ms) => ms.toFixed(0)).join(' ')}`,
        `  the first step's main-thread tasks from the click${timelines.length ? '' : ' (none)'}:`,
        ...timelines,
        '  self time per step, with its main callers:',
        ...selfWithCallers,
        '  total time per step, components and hooks (capitalized names):',
        ...top(new Map(components), 50),
        '  total time per step, other functions:',
        ...top(new Map([...total].filter(([name]) => !/^[A-Z]/.test(name))), 50),
      ];
    },
  };
}
