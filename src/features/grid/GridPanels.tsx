/**
 * The panels and KPI cards a grid declares above itself. On a phone the KPI cards (a screen and a
 * half of them) fold behind a 'Mostrar indicadores' button, so the list is where the screen starts.
 * The cards are the home's (in its chunk, which the grid's code imports anyway): loaded lazily they
 * suspended the grid's first render once more.
 */
import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import type { GridSpec, KpiSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { usePhone } from '../../lib/usePhone';
import { gridPanels } from '../gridPanels/registry';
import KpiStrip from '../kpis/KpiStrip';
import { listTexts } from './listTexts';

export function GridPanels({ spec }: { spec: GridSpec }) {
  const phone = usePhone();
  if (!spec.kpis && !spec.panels?.length) return null;
  return (
    <Stack gap="md">
      {spec.panels?.map((name) => {
        const Panel = gridPanels[name];
        return <Panel key={name} />;
      })}
      {spec.kpis && (phone ? <FoldedKpis spec={spec.kpis} /> : <KpiStrip spec={spec.kpis} />)}
    </Stack>
  );
}

function FoldedKpis({ spec }: { spec: KpiSpec }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          opened ? (
            <IconChevronUp size={iconSizes.xs} aria-hidden />
          ) : (
            <IconChevronDown size={iconSizes.xs} aria-hidden />
          )
        }
      >
        {opened ? listTexts.records.hideKpis : listTexts.records.showKpis}
      </Button>
      <Collapse in={opened} id={id}>
        {/* Mounted when first shown: a folded strip asks nothing of the API. */}
        {opened && <KpiStrip spec={spec} />}
      </Collapse>
    </Stack>
  );
}
