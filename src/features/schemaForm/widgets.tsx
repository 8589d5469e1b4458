/**
 * The lookup widgets of the schema forms (names in define.ts SchemaFormWidget): an admin picks a
 * client, center or user by name while the form keeps the id the contract asks for. Center lists
 * follow the client(s) chosen in the same form (rjsf's formContext carries the form's value).
 */
import { MultiSelect, Select, TagsInput } from '@mantine/core';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useQueries } from '@tanstack/react-query';
import { adminClientTree, useAdminClientsList, useGetUsersB2C } from '../../api/generated/admin/admin';
import { texts } from '../../lib/texts';
import { OrderedChoiceWidget } from './OrderedChoiceWidget';
import { PickerWidget } from './PickerWidget';

/** What SchemaForm hands every widget: the form's current value. */
export interface SchemaFormContext {
  formData: Record<string, unknown>;
}

interface Option {
  value: string;
  label: string;
}

const isIntegerField = (schema: WidgetProps['schema']) => {
  const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : undefined;
  const type = schema.type === 'array' ? items?.type : schema.type;
  return Array.isArray(type) ? type.includes('integer') : type === 'integer' || type === 'number';
};

function LookupSelect({ props, data, loading }: { props: WidgetProps; data: Option[]; loading: boolean }) {
  const { id, label, hideLabel, value, onChange, required, disabled, readonly, rawErrors, schema } = props;
  const numeric = isIntegerField(schema);
  const decode = (raw: string) => (numeric ? Number(raw) : raw);
  const shared = {
    id,
    label: hideLabel ? undefined : label,
    required,
    disabled: disabled || readonly,
    error: rawErrors?.length ? rawErrors.join('\n') : undefined,
    data,
    searchable: true,
    nothingFoundMessage: loading ? texts.schemaForm.loading : texts.schemaForm.nothingFound,
    placeholder: loading ? texts.schemaForm.loading : undefined,
    comboboxProps: { withinPortal: false },
  };
  if (schema.type === 'array') {
    // An array's unset items (null) are no choice, not a value to show.
    const selected = Array.isArray(value)
      ? value.filter((item) => item !== null && item !== undefined).map(String)
      : [];
    return <MultiSelect {...shared} value={selected} onChange={(next) => onChange(next.map(decode))} />;
  }
  return (
    <Select
      {...shared}
      clearable={!required}
      value={value === undefined || value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? props.options.emptyValue : decode(next))}
    />
  );
}

function useClientOptions(by: 'clientId' | 'client') {
  const query = useAdminClientsList({ query: { staleTime: 60_000 } });
  const data = (query.data?.items ?? []).map((c) => ({
    value: String(c[by]),
    label: c.cif ? `${c.client} (${c.cif})` : c.client,
  }));
  return { data, loading: query.isPending };
}

function ClientWidget(props: WidgetProps) {
  return <LookupSelect props={props} {...useClientOptions('clientId')} />;
}

function ClientNameWidget(props: WidgetProps) {
  return <LookupSelect props={props} {...useClientOptions('client')} />;
}

/** The centers of the client(s) the same form has chosen (`clientId` or `clientIds`). */
function CenterWidget(props: WidgetProps) {
  const formData = (props.registry.formContext as SchemaFormContext | undefined)?.formData ?? {};
  const chosen = [formData.clientId, ...(Array.isArray(formData.clientIds) ? formData.clientIds : [])].filter(
    (id): id is number => Number.isInteger(id),
  );
  const trees = useQueries({
    queries: chosen.map((clientId) => ({
      queryKey: ['schemaForm', 'adminClientTree', clientId],
      queryFn: () => adminClientTree({ clientId }),
      staleTime: 30_000,
    })),
  });
  const multipleClients = chosen.length > 1;
  const data = trees.flatMap((tree) =>
    (tree.data?.centros.items ?? []).map((centro) => ({
      value: String(centro.centerId),
      label: `${multipleClients ? `${tree.data?.client} › ` : ''}${'· '.repeat(centro.nivel)}${centro.nombre}`,
    })),
  );
  return <LookupSelect props={props} data={data} loading={trees.some((tree) => tree.isPending)} />;
}

function UserWidget(props: WidgetProps) {
  const query = useGetUsersB2C({ take: 1000 }, { query: { staleTime: 60_000 } });
  const data = (query.data?.items ?? []).map((user) => ({
    value: user.oid,
    label: `${user.givenName} ${user.familyName} <${user.email}>`,
  }));
  return <LookupSelect props={props} data={data} loading={query.isPending} />;
}

function TagsWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, onChange, required, disabled, readonly, rawErrors } = props;
  return (
    <TagsInput
      id={id}
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      value={Array.isArray(value) ? value.map(String) : []}
      onChange={onChange}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

export const schemaFormWidgets: RegistryWidgetsType = {
  picker: PickerWidget,
  orderedChoice: OrderedChoiceWidget,
  client: ClientWidget,
  clients: ClientWidget,
  clientName: ClientNameWidget,
  center: CenterWidget,
  centers: CenterWidget,
  user: UserWidget,
  tags: TagsWidget,
};
