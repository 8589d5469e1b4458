/**
 * 'Cambio de cliente' (docs/product-rules.md#client-selection): the active client first, then two searchable
 * lists, 'Cliente' and 'Cliente digitalizado', each with its 'Ir al cliente' button, disabled until a client
 * is chosen. Choosing in one list clears the other; going to a client selects it (and navigates,
 * SelectedClientProvider.select).
 */
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Cliente } from '../../api/generated/model';
import { Select } from '../../components/Select';
import { texts } from '../../lib/texts';
import { useSelectedClient } from '../../session/SelectedClientProvider';

type Picked = { list: 'normal' | 'digitalized'; clientId: string } | null;

const optionsOf = (clients: readonly Cliente[]) =>
  clients.map((client) => ({ value: String(client.clientId), label: client.client }));

export function ChangeClientDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { clients, digitalizedClients, select, selection } = useSelectedClient();
  const [picked, setPicked] = useState<Picked>(null);

  const close = () => {
    setPicked(null);
    onClose();
  };
  const go = (list: readonly Cliente[], digitalized: boolean) => {
    const client = list.find((c) => String(c.clientId) === picked?.clientId);
    if (!client) return;
    close();
    select(client, digitalized);
  };

  const lists = [
    { key: 'normal', label: texts.changeClient.client, clients, digitalized: false },
    {
      key: 'digitalized',
      label: texts.changeClient.digitalizedClient,
      clients: digitalizedClients,
      digitalized: true,
    },
  ] as const;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={texts.changeClient.title}
      closeButtonProps={{ 'aria-label': texts.changeClient.close }}
      centered
    >
      <Stack gap="lg">
        {selection && (
          <Group gap="xs" wrap="wrap" data-testid="change-client-current">
            <Text size="sm" c="gray.7">
              {`${texts.changeClient.current}:`}
            </Text>
            <Text size="sm" fw={700}>
              {selection.client.client}
            </Text>
            {selection.digitalizedState && (
              <Badge size="xs" variant="light" color="brand">
                {texts.shell.digitalized}
              </Badge>
            )}
          </Group>
        )}
        {lists.map((list) => {
          const value = picked?.list === list.key ? picked.clientId : null;
          return (
            <Group key={list.key} align="flex-end" wrap="nowrap" data-testid={`change-client-${list.key}`}>
              <Select
                label={list.label}
                placeholder={texts.changeClient.placeholder}
                nothingFoundMessage={texts.changeClient.nothingFound}
                data={optionsOf(list.clients)}
                value={value}
                onChange={(clientId) => setPicked(clientId ? { list: list.key, clientId } : null)}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
                style={{ flex: 1 }}
              />
              <Button disabled={value === null} onClick={() => go(list.clients, list.digitalized)}>
                {texts.changeClient.go}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Modal>
  );
}
