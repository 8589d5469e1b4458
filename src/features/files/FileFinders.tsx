/**
 * The finders above the explorer, one at a time: a text over the names and tags of the files under
 * the open folder (getAllFiles), files holding all of some tags (getFilesByTags), and the files of
 * one invoice picked from the client's invoice numbers (getNumeroFacturas, getFilesNumeroFactura).
 * A screen shows only the finders its config declares.
 */
import { Group, SimpleGrid, TagsInput, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filesByTagsRequestTagsMax } from '../../api/generated/model/filesByTagsRequest.zod';
import { operationQuery } from '../../api/queryPolicy';
import { Select } from '../../components/Select';
import type { FileBrowserSpec } from '../../language';
import { formatDate } from '../../lib/format';
import { iconSizes } from '../../lib/iconSizes';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { filesTexts } from './filesTexts';
import type { FileBrowserController } from './useFileBrowser';

const t = filesTexts.finders;

export function FileFinders({ spec, browser }: { spec: FileBrowserSpec; browser: FileBrowserController }) {
  const { finders, find } = browser;
  if (!spec.search && !spec.byTags && !spec.byInvoiceNumber) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {spec.search && (
        <TextInput
          label={t.text}
          placeholder={t.textPlaceholder}
          leftSection={<IconSearch size={iconSizes.xs} aria-hidden />}
          value={finders.text}
          onChange={(event) => find({ text: event.currentTarget.value })}
        />
      )}
      {spec.byTags && (
        <TagsInput
          label={t.tags}
          placeholder={t.tagsPlaceholder}
          value={[...finders.tags]}
          onChange={(tags) => find({ tags })}
          maxTags={filesByTagsRequestTagsMax}
          clearable
        />
      )}
      {spec.byInvoiceNumber && (
        <InvoiceLookup
          numbers={spec.byInvoiceNumber.numbers}
          value={finders.numero}
          onChange={(numero) => find({ numero })}
        />
      )}
    </SimpleGrid>
  );
}

interface InvoiceLookupProps {
  numbers: NonNullable<FileBrowserSpec['byInvoiceNumber']>['numbers'];
  value: string | null;
  onChange: (numero: string | null) => void;
}

/** A searchable list of the client's invoice numbers (with their date), filtered on the server. */
function InvoiceLookup({ numbers, value, onChange }: InvoiceLookupProps) {
  const { serviceDirectionIds } = useSelectedClient();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  // Lists by service direction wait until the client's directions are known
  // (docs/product-rules.md#service-directions).
  const invoices = useQuery(
    operationQuery(
      numbers,
      serviceDirectionIds.length > 0
        ? [{ idDireccionesServicio: [...serviceDirectionIds], text: text || null }]
        : null,
    ),
  );
  // Labels are the bare numbers: once one is chosen the search box holds it, and searching for it
  // on the server still finds it. The date shows in the option only.
  const dates = new Map((invoices.data?.items ?? []).map((i) => [i.numeroFactura, formatDate(i.fecha)]));
  const data = [...dates.keys()];
  if (value && !dates.has(value)) data.unshift(value);

  return (
    <Select
      label={t.invoice}
      placeholder={t.invoicePlaceholder}
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={invoices.isFetching ? undefined : t.noInvoices}
      filter={({ options }) => options}
      limit={100}
      renderOption={({ option }) => (
        <Group justify="space-between" w="100%" wrap="nowrap">
          <span>{option.value}</span>
          <Text size="xs" c="gray.7">
            {dates.get(option.value)}
          </Text>
        </Group>
      )}
    />
  );
}
