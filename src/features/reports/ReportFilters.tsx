/**
 * The filter controls a report screen declares (`filters: [...]` in screens.config.ts), fed by
 * the lookups they need: years with services (getYears), the center tree (getCentersTree), all
 * clients and users (admin), the pages with recorded use. Each writes its URL value.
 */
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MonthPickerInput, YearPickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { adminClientsList, getUsersB2C } from '../../api/generated/admin/admin';
import { statisticsGetInteractionAccess } from '../../api/generated/statistics/statistics';
import { CenterSelect } from '../../components/CenterSelect';
import { DateRangeField } from '../../components/DateRangeField';
import { isoDay, localIsoDay } from '../../components/dateRange';
import { Select } from '../../components/Select';
import type { ReportFilter } from '../../language';
import { useCall } from '../../language/useCall';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { reportTexts } from './reportTexts';
import type { ReportFiltersState } from './useReportFilters';

const t = reportTexts;

interface ReportFiltersProps {
  filters: readonly ReportFilter[];
  state: ReportFiltersState;
}

export function ReportFilters({ filters, state }: ReportFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t.filters}>
      {filters.map((filter) => {
        const Filter = controls[filter];
        return <Filter key={filter} state={state} />;
      })}
    </Group>
  );
}

type FilterProps = { state: ReportFiltersState };

function ServiceYearFilter({ state }: FilterProps) {
  const year = state.inputs.year;
  return (
    <Select
      label={t.year}
      data={state.years.map(String)}
      value={year === undefined ? null : String(year)}
      onChange={(value) => state.set({ year: value ? Number(value) : undefined })}
      allowDeselect={false}
      disabled={state.years.length === 0}
      w={130}
    />
  );
}

function CenterFilter({ state }: FilterProps) {
  const { selection } = useSelectedClient();
  return (
    <CenterSelect
      label={t.center}
      placeholder={t.allCenters}
      value={state.values.center ?? null}
      onChange={(center) => state.set({ center: center ?? undefined })}
      enabled={!selection?.digitalizedState}
      w={260}
    />
  );
}

function CalendarYearFilter({ state }: FilterProps) {
  const year = Number(state.inputs.year);
  return (
    <YearPickerInput
      label={t.year}
      value={isoDay(year, 1, 1)}
      onChange={(value) => value && state.set({ year: Number(value.slice(0, 4)) })}
      maxDate={new Date()}
      w={130}
    />
  );
}

function MonthFilter({ state }: FilterProps) {
  const year = Number(state.inputs.year);
  const month = Number(state.inputs.month);
  return (
    <MonthPickerInput
      label={t.month}
      value={isoDay(year, month, 1)}
      onChange={(value) =>
        value && state.set({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) })
      }
      valueFormat="MMMM YYYY"
      maxDate={new Date()}
      w={180}
    />
  );
}

function MonthOfYearFilter({ state }: FilterProps) {
  return (
    <Select
      label={t.month}
      placeholder={t.wholeYear}
      data={t.monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
      value={state.values.month === undefined ? null : String(state.values.month)}
      onChange={(value) => state.set({ month: value ? Number(value) : undefined })}
      clearable
      w={160}
    />
  );
}

/** A range of whole months: the URL changes once both months are chosen (it has no empty state). */
function MonthRangeFilter({ state }: FilterProps) {
  return (
    <DateRangeField
      level="month"
      label={t.period}
      value={{ from: String(state.inputs.startDate), to: String(state.inputs.endDate) }}
      onChange={({ from, to }) => {
        if (from && to) state.set({ startDate: from, endDate: to });
      }}
      maxDate={localIsoDay(new Date())}
      clearable={false}
    />
  );
}

function ClientFilter({ state }: FilterProps) {
  const clients = useCall(adminClientsList, []);
  return (
    <Select
      label={t.client}
      placeholder={t.allClients}
      data={[...new Set(clients.data?.items.map((client) => client.client) ?? [])]}
      value={state.values.clientName ?? null}
      onChange={(value) => state.set({ clientName: value ?? undefined })}
      searchable
      clearable
      w={260}
      disabled={clients.isPending}
    />
  );
}

function PageFilter({ state }: FilterProps) {
  // The pages that have recorded use: the only ones a page filter can find anything for.
  const pages = useCall(statisticsGetInteractionAccess, []);
  return (
    <Select
      label={t.page}
      placeholder={t.allPages}
      data={pages.data?.items.map((item) => item.page) ?? []}
      value={state.values.page ?? null}
      onChange={(value) => state.set({ page: value ?? undefined })}
      searchable
      clearable
      w={220}
      disabled={pages.isPending}
    />
  );
}

function InternFilter({ state }: FilterProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="report-intern-label">
        {t.users}
      </Text>
      <SegmentedControl
        aria-labelledby="report-intern-label"
        data={[
          { value: '', label: t.allUsers },
          { value: 'true', label: t.internUsers },
          { value: 'false', label: t.clientUsers },
        ]}
        value={state.values.intern ?? ''}
        onChange={(value) => state.set({ intern: value === 'true' || value === 'false' ? value : undefined })}
      />
    </Stack>
  );
}

function UserFilter({ state }: FilterProps) {
  const users = useCall(getUsersB2C, [{ take: 0 }]);
  return (
    <Select
      label={t.user}
      placeholder={t.chooseUser}
      data={users.data?.items.map((user) => ({ value: user.oid, label: user.email })) ?? []}
      value={state.values.userId ?? null}
      onChange={(value) => state.set({ userId: value ?? undefined })}
      searchable
      clearable
      w={300}
      disabled={users.isPending}
    />
  );
}

/** The control of each filter, in the order the screen declares them. */
const controls: Record<ReportFilter, (props: FilterProps) => ReactNode> = {
  year: ServiceYearFilter,
  center: CenterFilter,
  calendarYear: CalendarYearFilter,
  month: MonthFilter,
  monthOfYear: MonthOfYearFilter,
  monthRange: MonthRangeFilter,
  client: ClientFilter,
  page: PageFilter,
  intern: InternFilter,
  user: UserFilter,
};
