/**
 * One section of the search popup: its title, 'Mostrando X de Y', 'Ver más' and the first results,
 * asked for with the page size the chips give (docs/product-rules.md#global-search) and only for non-empty
 * text.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSearchContacts, useSearchFiles, useSearchServices } from '../../api/generated/search/search';
import type { ApiError } from '../../api/http';
// The services grid's chip: an estado reads (label and colour) the same in both places.
import { EstadoChip } from '../../components/cells';
import { categoryLabel } from '../../components/documentLabels';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import {
  moreResultsHref,
  pageSizeFor,
  type SearchSection,
  type SearchTargets,
  serviceResultHref,
} from './searchRules';
import { searchTexts } from './searchTexts';

interface SectionProps {
  section: SearchSection;
  chips: readonly SearchSection[];
  /** The debounced, trimmed text; null while there is nothing to search. */
  queryText: string | null;
  /** Where the results lead (the shell reads them from screens.config.ts). */
  targets: SearchTargets;
  onNavigate(): void;
  onDownload(filePath: string, name: string): void;
}

const dayMonthYear = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateOnly = new Intl.DateTimeFormat('es-ES', { ...dayMonthYear, timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('es-ES', dayMonthYear);

/** es-ES date of an ISO date ('2024-03-05' -> '05/03/2024') or date-time. */
function formatSearchDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateOnly.format(date) : dateTime.format(date);
}

export function SearchResultSection(props: SectionProps) {
  switch (props.section) {
    case 'contacts':
      return <ContactsSection {...props} />;
    case 'services':
      return <ServicesSection {...props} />;
    case 'files':
      return <FilesSection {...props} />;
  }
}

/**
 * A section's request: every section searches the selected client only, as the screens 'Ver más'
 * and a service result open list that client's records: the counts are what those screens show.
 */
function useSectionParams({ chips, queryText }: SectionProps) {
  const { selection } = useSelectedClient();
  const clientId = selection?.client.clientId;
  return {
    params: { skip: 0, take: pageSizeFor(chips), text: queryText ?? '', clientId },
    options: { query: { enabled: queryText !== null && clientId !== undefined } },
  };
}

function ContactsSection(props: SectionProps) {
  const { params, options } = useSectionParams(props);
  const query = useSearchContacts(params, options);
  return (
    <SectionFrame {...props} query={query}>
      {query.data?.items.map((contact) => (
        <Stack key={contact.id} gap={0} component="li">
          <Text size="sm" fw={600}>
            {contact.name}
          </Text>
          {contact.center && (
            <Text size="xs" c="gray.7">
              {contact.center}
            </Text>
          )}
          {(contact.email || contact.phone) && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {[contact.email, contact.phone].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      ))}
    </SectionFrame>
  );
}

function ServicesSection(props: SectionProps) {
  const { params, options } = useSectionParams(props);
  const query = useSearchServices(params, options);
  return (
    <SectionFrame {...props} query={query}>
      {query.data?.items.map((service) => (
        <Stack key={service.idTicket} gap={0} component="li">
          <Group gap="xs" wrap="nowrap">
            <ServiceLink referencia={service.referencia} {...props} />
            {service.estado && <EstadoChip value={service.estado} />}
          </Group>
          <Text size="xs" c="gray.7">
            {[
              service.centro,
              formatSearchDate(service.fecha),
              service.numeroFactura ? searchTexts.invoice(service.numeroFactura) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ))}
    </SectionFrame>
  );
}

/** A result's referencia, a link to it in the services screen when the user has one. */
function ServiceLink({ referencia, targets, onNavigate }: SectionProps & { referencia: string }) {
  const href = serviceResultHref(referencia, targets);
  if (!href)
    return (
      <Text size="sm" fw={600}>
        {referencia}
      </Text>
    );
  return (
    <Anchor component={Link} to={href} size="sm" fw={600} onClick={onNavigate}>
      {referencia}
    </Anchor>
  );
}

function FilesSection(props: SectionProps) {
  const { params, options } = useSectionParams(props);
  const query = useSearchFiles(params, options);
  return (
    <SectionFrame {...props} query={query}>
      {query.data?.items.map((file) => (
        <li key={file.filePath}>
          <UnstyledButton onClick={() => props.onDownload(file.filePath, file.nombre)} w="100%">
            <VisuallyHidden>{searchTexts.download}</VisuallyHidden>
            {/* A long name ends in an ellipsis within its column; the whole name is its tooltip. */}
            <Text size="sm" fw={600} c="brand.7" td="underline" truncate="end" title={file.nombre}>
              {file.nombre}
            </Text>
            <Text size="xs" c="gray.7">
              {[categoryLabel(file.category), formatSearchDate(file.fecha)].join(' · ')}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </SectionFrame>
  );
}

interface SectionQuery {
  data?: { items: readonly unknown[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: ApiError | null;
  refetch(): unknown;
}

function SectionFrame({
  section,
  queryText,
  query,
  targets,
  onNavigate,
  children,
}: SectionProps & { query: SectionQuery; children: ReactNode }) {
  const more = queryText === null ? null : moreResultsHref(section, queryText, targets);
  const titleId = `search-section-${section}`;
  const data = queryText === null ? undefined : query.data;
  return (
    // A grid column as narrow as the popup gives it, whatever its results hold (min-width: 0).
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-section={section} miw={0}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} size="h5" id={titleId}>
          {searchTexts.sections[section]}
        </Title>
        {more && (
          <Anchor component={Link} to={more} size="sm" onClick={onNavigate}>
            {searchTexts.more}
          </Anchor>
        )}
      </Group>
      {data && (
        <Text size="xs" c="gray.7" data-testid={`search-count-${section}`}>
          {searchTexts.showing(data.items.length, data.total)}
        </Text>
      )}
      {query.isError && queryText !== null ? (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm">{searchTexts.failed}</Text>
          {query.error?.message && <Text size="xs">{query.error.message}</Text>}
          <Button size="xs" variant="light" mt={4} onClick={() => void query.refetch()}>
            {searchTexts.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="xs" c="gray.7">
            {searchTexts.searching}
          </Text>
        </Group>
      ) : data.items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {searchTexts.noResults}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
