/** The panels and KPI cards a grid declares above itself, each loaded with the screen. */
import { Stack } from '@mantine/core';
import { lazy } from 'react';
import type { GridSpec } from '../../screens/define';
import { gridPanels } from '../gridPanels/registry';

const KpiStrip = lazy(() => import('../kpis/KpiStrip'));

export function GridPanels({ spec }: { spec: GridSpec }) {
  if (!spec.kpis && !spec.panels?.length) return null;
  return (
    <Stack gap="md">
      {spec.panels?.map((name) => {
        const Panel = gridPanels[name];
        return <Panel key={name} />;
      })}
      {spec.kpis && <KpiStrip spec={spec.kpis} />}
    </Stack>
  );
}
