/** The line above the KPI cards saying what they count and which of the screen's filters they ignore. */
import { Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { RequestMapping } from '../../language/callArgs';
import { iconSizes } from '../../lib/iconSizes';
import { kpiPeriod } from './kpiPeriod';

export function KpiPeriodLine({ request, id }: { request: RequestMapping | undefined; id: string }) {
  const [search] = useSearchParams();
  const period = kpiPeriod(search, new Date(), request ?? {});
  return (
    <Stack gap={2} mb="xs" id={id} data-kpi-period>
      <Text size="sm" fw={500}>
        {period.label}
      </Text>
      {period.ignored && (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={iconSizes.xs} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="gray.7">
            {period.ignored}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
