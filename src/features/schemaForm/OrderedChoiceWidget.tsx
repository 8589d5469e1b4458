/**
 * An ordered multi-choice: the widget of every list of a closed set whose order matters (a client's
 * KPIs, columns, actions, menu and report entries, "in the order shown"). Chosen from the schema
 * (uiSchema.ts), not per form. The chosen values read by their Spanish labels (the contract's
 * `oneOf` titles) in their order; one adds from the values not chosen yet, removes, and reorders by
 * dragging, by the arrow keys on an item's handle, or with its up and down buttons. Each move is
 * announced, and focus follows the moved item.
 */
import { ActionIcon, Group, Input, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Select } from '../../components/Select';
import { schemaFormTexts } from './schemaFormTexts';

const t = schemaFormTexts.ordered;

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export function OrderedChoiceWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, onChange, required, disabled, readonly, rawErrors, options } = props;
  const locked = Boolean(disabled || readonly);
  const choices = (options.enumOptions ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  const labelOf = (key: string) => choices.find((choice) => choice.value === key)?.label ?? key;
  const chosen: string[] = Array.isArray(value)
    ? value.filter((item) => item !== null && item !== undefined).map(String)
    : [];
  const remaining = choices.filter((choice) => !chosen.includes(choice.value));

  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  /** The item whose handle takes focus after a move (keyboard moves keep the user on it). */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [addKey, setAddKey] = useState(0);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    if (focusKey === null) return;
    handles.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const key = chosen[from];
    if (key === undefined || to < 0 || to >= chosen.length || from === to) return;
    onChange(moved(chosen, from, to));
    setAnnouncement(t.moved(labelOf(key), to + 1, chosen.length));
    if (keepFocus) setFocusKey(key);
  };
  const remove = (index: number) => {
    const key = chosen[index];
    if (key === undefined) return;
    onChange(chosen.filter((_, i) => i !== index));
    setAnnouncement(t.removed(labelOf(key)));
    const neighbour = chosen[index + 1] ?? chosen[index - 1];
    if (neighbour !== undefined) setFocusKey(neighbour);
  };
  const add = (key: string | null) => {
    if (!key || chosen.includes(key)) return;
    onChange([...chosen, key]);
    setAnnouncement(t.added(labelOf(key)));
    setAddKey((n) => n + 1);
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
    }
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index, false);
    setDragged(null);
  };

  const error = rawErrors?.length ? rawErrors.join('\n') : undefined;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={hintId} id={id}>
      <Input.Label id={labelId} required={required} component="div" hidden={hideLabel}>
        {label}
      </Input.Label>
      <Text id={hintId} size="xs" c="dimmed">
        {t.hint}
      </Text>
      {chosen.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {chosen.map((key, index) => {
            const itemLabel = labelOf(key);
            return (
              <Paper
                component="li"
                key={key}
                withBorder
                px="xs"
                py={4}
                draggable={!locked}
                onDragStart={(event: DragEvent) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', key);
                }}
                onDragOver={(event: DragEvent) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event: DragEvent) => onDrop(event, index)}
                onDragEnd={() => setDragged(null)}
                data-key={key}
                style={{ opacity: dragged === index ? 0.5 : 1 }}
              >
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    ref={(element) => {
                      if (element) handles.current.set(key, element);
                      else handles.current.delete(key);
                    }}
                    variant="subtle"
                    color="gray"
                    aria-label={t.move(itemLabel)}
                    aria-describedby={hintId}
                    disabled={locked}
                    onKeyDown={(event) => onHandleKey(event, index)}
                    style={{ cursor: locked ? undefined : 'grab' }}
                  >
                    <IconGripVertical size={16} aria-hidden />
                  </ActionIcon>
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                    {index + 1}. {itemLabel}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t.up(itemLabel)}
                    disabled={locked || index === 0}
                    onClick={() => move(index, index - 1, false)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t.down(itemLabel)}
                    disabled={locked || index === chosen.length - 1}
                    onClick={() => move(index, index + 1, false)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t.remove(itemLabel)}
                    disabled={locked}
                    onClick={() => remove(index)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Select
        key={addKey}
        label={`${t.add}: ${label}`}
        placeholder={remaining.length > 0 ? t.addPlaceholder : t.allChosen}
        data={remaining}
        value={null}
        onChange={add}
        searchable
        disabled={locked || remaining.length === 0}
        comboboxProps={{ withinPortal: false }}
        error={error}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
