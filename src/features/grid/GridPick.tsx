/**
 * The record a grid's list belongs to (GridSpec `pick`), chosen by name above the grid with the
 * picker the contract declares on a schema field (its `x-picker`): the same RecordPicker the schema
 * forms use. Inside a guided flow whose subject is a record of that picker, the subject is the
 * pick (nothing to choose). Loaded lazily: it brings the picker's list operations, which most grids
 * never need.
 */
import { Alert, Skeleton } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { GridPick as GridPickSpec } from '../../language';
import { loadJsonSchema } from '../schemaForm/loadJsonSchema';
import { isNumeric, RecordPicker } from '../schemaForm/PickerWidget';
import { usePinned } from '../schemaForm/pickedRecords';
import { pickerOf } from '../schemaForm/pickers';
import { schemaFormTexts } from '../schemaForm/schemaFormTexts';

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
  const property = schema.data?.properties?.[pick.field] as RJSFSchema | undefined;
  const picker = pickerOf(property);
  return schema.isPending ? (
    <Skeleton height={36} maw={420} />
  ) : (
    <Picked {...{ id, property, picker, value, onChange }} failed={schema.isError} />
  );
}

function Picked({
  id,
  property,
  picker,
  value,
  onChange,
  failed,
}: Omit<GridPickProps, 'pick'> & {
  id: string;
  property: RJSFSchema | undefined;
  picker: ReturnType<typeof pickerOf>;
  failed: boolean;
}) {
  const pinned = usePinned(picker?.operation);
  const pinnedValue = picker && pinned ? pinned[picker.value] : undefined;
  useEffect(() => {
    if (pinnedValue !== undefined && pinnedValue !== value) onChange(pinnedValue);
  }, [pinnedValue, value, onChange]);
  if (pinnedValue !== undefined) return null;
  if (failed || !property || !picker)
    return (
      <Alert color="red" role="alert">
        {schemaFormTexts.loadFailed}
      </Alert>
    );
  return (
    <div style={{ maxWidth: 420 }}>
      <RecordPicker
        picker={picker}
        id={id}
        label={property.title ?? ''}
        value={value}
        onChange={(next) => onChange(next ?? null)}
        numeric={isNumeric(property)}
        multiple={false}
        emptyValue={null}
      />
    </div>
  );
}
