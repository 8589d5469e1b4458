/**
 * The named cell renderers screens.config.ts refers to (`cell: 'date'`, `'estadoChip'`, ...):
 * es-ES dates and numbers, euros, quantities, booleans and the estado chips
 * (docs/product-rules.md#service-status).
 */
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DocumentCategory } from '../api/generated/model/documentCategory.zod';
import type { CellRenderer } from '../language';
import { formatDate, formatDateTime, formatEuros, formatNumber } from '../lib/format';
import { texts } from '../lib/texts';
import { categoryLabel } from './documentLabels';
import { chipStyleOf } from './estadoStyles';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export function EstadoChip({ value }: { value: unknown }) {
  const style = chipStyleOf(value);
  return (
    <Badge color={style.color} autoContrast variant="filled" radius="sm">
      {style.label}
    </Badge>
  );
}

const renderers: Readonly<Record<CellRenderer, (value: unknown) => ReactNode>> = {
  text: (value) => String(value),
  date: (value) => formatDate(String(value)),
  dateTime: (value) => formatDateTime(String(value)),
  number: (value) => formatNumber(Number(value)),
  quantity: (value) => formatNumber(Number(value)),
  currency: (value) => formatEuros(Number(value)),
  boolean: (value) => (value ? texts.grid.yes : texts.grid.no),
  estadoChip: (value) => <EstadoChip value={value} />,
  documentCategory: (value) => categoryLabel(value as DocumentCategory),
};

/** Renders one cell; empty values show as a dash (estado chips fall back to programado). */
export function renderCell(renderer: CellRenderer = 'text', value: unknown): ReactNode {
  if (renderer === 'estadoChip') return renderers.estadoChip(value);
  if (isEmpty(value)) return '—';
  if (Array.isArray(value)) return value.join(', ');
  return renderers[renderer](value);
}

/** Cells that hold numbers align right so digits line up. */
export const alignsRight = (renderer: CellRenderer | undefined) =>
  renderer === 'number' || renderer === 'quantity' || renderer === 'currency';
