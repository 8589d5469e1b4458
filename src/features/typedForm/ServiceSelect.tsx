/**
 * A service of the selected client, picked by reference: as one types, its services whose
 * reference, center or invoice number contain the text (searchServices, the global search's
 * operation, kept to the selected client), each shown with its estado, date and center. The value
 * is the service's referencia; a given one (a form opened from a service's detail) shows as chosen.
 */
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchServices } from '../../api/generated/search/search';
import { EstadoChip } from '../../components/cells';
import { Select } from '../../components/Select';
import { formatDate } from '../../lib/format';
import { useOptionalSelectedClient } from '../../session/SelectedClientProvider';
import { typedFormTexts } from './typedFormTexts';

export interface ServiceSelectProps {
  label: string;
  description: string | undefined;
  withAsterisk: boolean;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const t = typedFormTexts.services;

export function ServiceSelect({ value, onChange, ...common }: ServiceSelectProps) {
  const [search, setSearch] = useState(value);
  const [text] = useDebouncedValue(search.trim(), 300);
  const clientId = useOptionalSelectedClient()?.selection?.client.clientId;
  const found = useSearchServices(
    { text, take: 15, ...(clientId === undefined ? {} : { clientId }) },
    { query: { enabled: text.length > 0 } },
  );
  const services = found.data?.items ?? [];
  const byReference = new Map(services.map((service) => [service.referencia, service]));
  const options = [...byReference.keys()];
  if (value && !byReference.has(value)) options.unshift(value);

  return (
    <Select
      {...common}
      placeholder={t.placeholder}
      searchable
      clearable={!common.withAsterisk}
      data={options}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched reference, center and invoice number.
      filter={({ options: all }) => all}
      nothingFoundMessage={text === '' ? t.typeToSearch : found.isFetching ? t.searching : t.nothingFound}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => {
        const service = byReference.get(option.value);
        return (
          <Stack gap={0}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {option.value}
              </Text>
              {service && <EstadoChip value={service.estado} />}
            </Group>
            {service && (
              <Text size="xs" c="dimmed">
                {`${formatDate(service.fecha)} · ${service.centro}`}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
