/**
 * Whom to call (getgestor): the commercial, technical and billing managers of one
 * of the selected client's centers (its top center first), with mail and phone links. A center
 * without its own manager gets its nearest ancestor's (the API resolves it).
 */
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { TipoGestor } from '../../api/generated/model/tipoGestor.zod';
import { useGetCentersTree, useGetGestor } from '../../api/generated/structure/structure';
import { Select } from '../../components/Select';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { gestorTexts } from './gestorTexts';

export default function GestorPanel() {
  const { selection } = useSelectedClient();
  const headingId = useId();
  const tree = useGetCentersTree(
    { client: selection?.client.client ?? '' },
    { query: { enabled: Boolean(selection && !selection.digitalizedState) } },
  );
  const centers = tree.data?.items ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const center = centers.find((c) => String(c.centerId) === chosen) ?? centers[0];

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {gestorTexts.title}
        </Title>
        {centers.length > 1 && (
          <Select
            label={gestorTexts.center}
            data={centers.map((c) => ({
              value: String(c.centerId),
              label: `${'· '.repeat(c.nivel)}${c.nombre}`,
            }))}
            value={center ? String(center.centerId) : null}
            onChange={setChosen}
            allowDeselect={false}
            searchable
            maw={420}
          />
        )}
        {tree.isPending ? (
          <Skeleton height={72} />
        ) : tree.isError ? (
          <Text c="red">{tree.error.message}</Text>
        ) : !center ? (
          <Text c="gray.7">{gestorTexts.noCenters}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {TipoGestor.options.map((tipo) => (
              <GestorCard key={tipo} tipo={tipo} centerId={center.centerId} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function GestorCard({ tipo, centerId }: { tipo: TipoGestor; centerId: number }) {
  const gestor = useGetGestor({ type: tipo, centerId }, { query: { retry: false } });
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="gray.7">
        {gestorTexts.kinds[tipo]}
      </Text>
      {gestor.isPending ? (
        <Skeleton height={48} />
      ) : gestor.isError ? (
        <Text size="sm">{gestor.error.status === 404 ? gestorTexts.none : gestor.error.message}</Text>
      ) : (
        <>
          <Text>{gestor.data.nombre}</Text>
          <Anchor href={`mailto:${gestor.data.email}`} size="sm">
            {gestor.data.email}
          </Anchor>
          {gestor.data.telefono && (
            <Anchor href={`tel:${gestor.data.telefono.replaceAll(' ', '')}`} size="sm">
              {gestor.data.telefono}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}
