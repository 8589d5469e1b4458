/**
 * The one date-range field of the portal (every list's 'Fechas', the reports' periods): a person
 * picks the first end, then the last, or a preset ('Este mes', 'Mes pasado', 'Este año'...), with
 * the mouse, the keyboard (arrows move through the days, Enter picks) or a finger (a modal on
 * phones). The half-chosen range lives here until both ends are chosen; only a complete range, or
 * clearing it, reaches `onChange` (a list writes its URL then). Day level is Mantine's
 * DatePickerInput; month level its MonthPicker in the same input shell, since MonthPickerInput
 * has no presets.
 *
 * Must sit inside SpanishDates (locale es, weeks from Monday).
 */
import { Button, Flex } from '@mantine/core';
import {
  type CalendarAriaLabels,
  DatePickerInput,
  type DatePickerPreset,
  MonthPicker,
  PickerInputBase,
  type PickerInputBaseProps,
} from '@mantine/dates';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import {
  type DayRange,
  fromPicker,
  isComplete,
  isHalfChosen,
  isoDay,
  localIsoDay,
  type PickerRange,
  type RangeLevel,
  type RangePreset,
  rangePresets,
  toPicker,
} from './dateRange';
import { dateRangeTexts } from './dateRangeTexts';

const t = dateRangeTexts;

export interface DateRangeFieldProps {
  /** Spanish label. */
  label: string;
  /** The applied range ('YYYY-MM-DD' ends, null open). */
  value: DayRange;
  /** Called with a complete range, or with both ends null when the person clears it. */
  onChange: (range: DayRange) => void;
  /** Whole days (default) or whole months: a month range ends on its last month's last day. */
  level?: RangeLevel;
  placeholder?: string;
  /** Last day that may be picked ('YYYY-MM-DD'); none by default (lists hold programmed services). */
  maxDate?: string;
  /** Offer the presets; true by default. */
  withPresets?: boolean;
  /** May the person clear the range; true by default. */
  clearable?: boolean;
  error?: ReactNode;
  /** Width in px; 330 by default for days (two dates), 240 for months. */
  w?: number;
}

/** Previous and next buttons, and the level buttons, named in Spanish for screen readers. */
const ariaLabels: CalendarAriaLabels = {
  previousMonth: t.previousMonth,
  nextMonth: t.nextMonth,
  previousYear: t.previousYear,
  nextYear: t.nextYear,
  previousDecade: t.previousDecade,
  nextDecade: t.nextDecade,
  monthLevelControl: t.chooseMonth,
  yearLevelControl: t.chooseYear,
};

const monthName = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** The month buttons of the year view say the whole month ('octubre de 2026'), not 'oct'. */
const monthControlProps = (date: string) => ({ 'aria-label': monthName.format(utc(date)) });

/**
 * The half-chosen range: the applied one until the person picks, then what they picked. A new
 * applied range (the URL changed, a reset) replaces it.
 */
function useDraftRange(value: DayRange, level: RangeLevel, onChange: (range: DayRange) => void) {
  const applied = toPicker(value, level);
  const appliedKey = applied.join('|');
  const [draft, setDraft] = useState<PickerRange>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }

  /** What the picker chose: a complete range applies, a first end waits for the second. */
  const pick = (next: PickerRange) => {
    if (isComplete(next)) {
      setDraft(next);
      onChange(fromPicker(next, level));
    } else if (isHalfChosen(next)) {
      setDraft(next);
    } else {
      // Mantine empties a half-chosen range when its dropdown closes: the person left without
      // finishing, so the applied range stands. Clearing on purpose is `clear`.
      setDraft(applied);
    }
  };
  const clear = () => {
    setDraft([null, null]);
    if (value.from !== null || value.to !== null) onChange({ from: null, to: null });
  };
  return { draft, pick, clear };
}

export function DateRangeField({
  label,
  value,
  onChange,
  level = 'day',
  placeholder,
  maxDate,
  withPresets = true,
  clearable = true,
  error,
  w,
}: DateRangeFieldProps) {
  const { draft, pick, clear } = useDraftRange(value, level, onChange);
  // Phones get the calendar in a modal, wide screens two months side by side.
  const phone = useMediaQuery('(max-width: 39.9375em)') ?? false;
  const wide = useMediaQuery('(min-width: 64em)') ?? false;
  // From the browser's clock when the field renders (end-to-end tests pin it).
  const presets = withPresets ? rangePresets(new Date(), level) : [];
  const shared = {
    label,
    placeholder,
    error,
    clearable,
    clearButtonProps: { onClick: clear, 'aria-label': t.clear },
    dropdownType: phone ? ('modal' as const) : ('popover' as const),
    maxDate,
  };

  if (level === 'month')
    return (
      <MonthRangeInput {...shared} draft={draft} pick={pick} presets={presets} phone={phone} w={w ?? 240} />
    );
  return (
    <DatePickerInput
      {...shared}
      type="range"
      value={draft}
      onChange={pick}
      presets={presets.map(
        ({ label, value: [from, to] }): DatePickerPreset<'range'> => ({ label, value: [from, to] }),
      )}
      valueFormat="DD/MM/YYYY"
      allowSingleDateInRange
      numberOfColumns={wide ? 2 : 1}
      columnsToScroll={1}
      // With two months shown, open on the last one and the one before (ranges look back).
      defaultDate={wide ? previousMonthStart() : undefined}
      ariaLabels={ariaLabels}
      getMonthControlProps={monthControlProps}
      // A phone's modal is too narrow for the presets beside the month: they go above it.
      styles={phone ? presetsAbove : undefined}
      w={w ?? 330}
    />
  );
}

const isoToday = () => localIsoDay(new Date());

const presetsAbove = {
  datePickerRoot: { flexDirection: 'column' },
  presetsList: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    borderInlineEnd: 0,
    paddingInlineEnd: 0,
    marginInlineEnd: 0,
    marginBottom: 'var(--mantine-spacing-xs)',
  },
} as const;

function previousMonthStart(): string {
  const today = new Date();
  return isoDay(today.getFullYear(), today.getMonth(), 1);
}

type SharedProps = Pick<
  PickerInputBaseProps,
  'label' | 'placeholder' | 'error' | 'clearable' | 'clearButtonProps' | 'dropdownType'
> & { maxDate?: string };

/** A month range in Mantine's picker input shell: presets beside a MonthPicker. */
function MonthRangeInput({
  draft,
  pick,
  presets,
  maxDate,
  phone,
  w,
  ...input
}: SharedProps & {
  phone: boolean;
  draft: PickerRange;
  pick: (range: PickerRange) => void;
  presets: readonly RangePreset[];
  w: number;
}) {
  const [opened, dropdown] = useDisclosure(false);
  // The year on show: a preset moves it to the preset's first month.
  const [shown, setShown] = useState<string | undefined>(undefined);
  const choose = (range: PickerRange) => {
    pick(range);
    if (isComplete(range)) dropdown.close();
  };
  const [from, to] = draft;
  return (
    <PickerInputBase
      {...input}
      type="range"
      value={draft}
      formattedValue={from ? `${shortMonth.format(utc(from))} – ${to ? shortMonth.format(utc(to)) : ''}` : ''}
      dropdownOpened={opened}
      dropdownHandlers={dropdown}
      // Closing with only the first month chosen: Mantine asks to clear; the draft is abandoned.
      onClear={() => pick([null, null])}
      shouldClear={from !== null}
      __staticSelector="MonthPickerInput"
      w={w}
    >
      <Flex direction={phone ? 'column' : 'row'} align="flex-start" gap="xs">
        {presets.length > 0 && (
          <Flex
            direction={phone ? 'row' : 'column'}
            wrap="wrap"
            gap={2}
            role="group"
            aria-label={t.presetsLabel}
          >
            {presets.map((preset) => (
              <Button
                key={preset.label}
                // Plain as Mantine's own day presets: text on hover grey, not the brand's action colour.
                variant="subtle"
                color="gray"
                c="var(--mantine-color-text)"
                fw={400}
                size="compact-sm"
                justify="flex-start"
                onClick={() => {
                  setShown(preset.value[0]);
                  choose([preset.value[0], preset.value[1]]);
                }}
              >
                {preset.label}
              </Button>
            ))}
          </Flex>
        )}
        <MonthPicker
          type="range"
          value={draft}
          onChange={choose}
          date={shown ?? from ?? isoToday()}
          onDateChange={setShown}
          maxDate={maxDate}
          ariaLabels={ariaLabels}
          getMonthControlProps={monthControlProps}
          __stopPropagation={!phone}
        />
      </Flex>
    </PickerInputBase>
  );
}
