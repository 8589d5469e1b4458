/**
 * Several bodies under one route (screens.config.ts `defineTabs`), one tab each. The open tab lives
 * in the URL (`?tab=`) so a link or a reload comes back to it; tabs mount only when opened, so a
 * tab's queries run only when it is shown. A client configuration (`config`) picks and orders the
 * tabs that carry a `configKey`.
 */
import { Tabs } from '@mantine/core';
import { type ComponentType, useEffect, useMemo, useRef } from 'react';
import { configuredItems, useClientConfig } from '../features/clientConfig/useClientConfig';
import type { TabsSpec } from '../language';
import { screenParams } from '../lib/screenParams';
import { useUrlState } from '../lib/urlState';
import type { ScreenBodyProps } from './ScreenBody';

const tabUrlParams = { tab: screenParams.tab };

/**
 * `Body` is the renderer of the tabs' own bodies, handed down by ScreenBody (importing it here would
 * close an import cycle: ScreenBody loads this screen).
 */
export default function TabsScreen({ spec, Body }: { spec: TabsSpec; Body: ComponentType<ScreenBodyProps> }) {
  // Choosing a tab is a step Back undoes; a tab's own URL state (paging, filters) is that tab's only.
  const [url, setUrl] = useUrlState(tabUrlParams, { push: true, only: true });
  const config = useClientConfig(spec.config);
  const tabs = useMemo(() => {
    const keyed = spec.tabs.filter((tab) => tab.configKey !== undefined);
    const fixed = spec.tabs.filter((tab) => tab.configKey === undefined);
    return [...fixed, ...configuredItems(keyed, (tab) => tab.configKey as string, config)];
  }, [spec.tabs, config]);
  const first = tabs[0]?.id ?? '';
  const requested = url.tab;
  const active = tabs.some((tab) => tab.id === requested) ? (requested as string) : first;

  // The open tab in view when the row of tabs scrolls (a narrow screen, a link to a later tab).
  // In the frame's own layout, before it paints: run at once, it laid the page out again (the grid
  // just mounted under the tabs included) before the grid's rows had rendered.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() =>
      list.current
        ?.querySelector('[role="tab"][aria-selected="true"]')
        ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const open = (id: string | null) => {
    if (!id || id === active) return;
    setUrl({ tab: id });
  };

  return (
    <Tabs value={active} onChange={open} keepMounted={false}>
      {/* One row that scrolls sideways on a narrow screen, instead of wrapping into several. */}
      <Tabs.List ref={list} mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id}>
          <Body title={tab.label} body={tab.body} embedded />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
