/**
 * The record a grid's list belongs to (GridSpec `pick`), chosen by name above the grid with the
 * picker the contract declares on a schema field (its `x-picker`): the same RecordPicker the schema
 * forms use. Loaded lazily: it brings the picker's list operations, which most grids never need.
 */
import { Alert, Skeleton } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { GridPick as GridPickSpec } from '../../language';
import { texts } from '../../lib/texts';
import { loadJsonSchema } from '../schemaForm/loadJsonSchema';
import { isNumeric, RecordPicker } from '../schemaForm/PickerWidget';
import { pickerOf } from '../schemaForm/pickers';

interface GridPickProps {
  pick: GridPickSpec;
  value: unknown;
  onChange: (value: unknown) => void;
}

export default function GridPick({ pick, value, onChange }: GridPickProps) {
  const id = `grid-pick${useId().replace(/[^\w-]/g, '')}`;
  const schema = useQuery({
    queryKey: ['jsonSchema', pick.schema],
    queryFn: () => loadJsonSchema(pick.schema),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (schema.isPending) return <Skeleton height={36} maw={420} />;
  const property = schema.data?.properties?.[pick.field] as RJSFSchema | undefined;
  const picker = pickerOf(property);
  if (schema.isError || !property || !picker)
    return (
      <Alert color="red" role="alert">
        {texts.schemaForm.loadFailed}
      </Alert>
    );
  return (
    <div style={{ maxWidth: 420 }}>
      <RecordPicker
        picker={picker}
        id={id}
        label={property.title ?? pick.field}
        value={value}
        onChange={(next) => onChange(next ?? null)}
        numeric={isNumeric(property)}
        multiple={false}
        emptyValue={null}
      />
    </div>
  );
}
