/**
 * The list's saved views (the contract's savedViews tag): 'Vistas' opens the user's views of this
 * list and client, and those other users shared in the client; one click applies a view (a step
 * Back undoes), the user's own can be deleted, and the list as it is now can be saved under a name,
 * optionally shared with the client's other users. Saving under the name of one of the user's views
 * replaces it, and the dialog says so before.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarks, IconCheck, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SavedView } from '../../api/generated/model';
import { deleteSavedView, savedView, savedViews } from '../../api/generated/saved-views/saved-views';
import { operationQuery } from '../../api/queryPolicy';
import { useApiMutation } from '../../api/useApiMutation';
import { iconSizes } from '../../lib/iconSizes';
import { messageOf } from '../../lib/notices';
import { viewOf, withView } from './gridState';
import { listTexts } from './listTexts';
import type { ListViews } from './useListViews';

const words = listTexts.views;
/** Each view's row is a touch target of a phone's size, on every screen. */
const rowHeight = 44;

export function SavedViewsMenu({ list }: { list: ListViews }) {
  const [opened, menu] = useDisclosure(false);
  const [saving, dialog] = useDisclosure(false);
  const [params, setParams] = useSearchParams();
  const current = viewOf(params);
  const views = useQuery(
    operationQuery(savedViews, opened || saving ? [{ clientId: list.clientId, screen: list.screen }] : null),
  );
  const remove = useApiMutation({
    request: (view: SavedView) => ({ call: deleteSavedView, args: [{ id: view.id }] }),
    done: (_, view) => words.removed(view.name),
    failed: words.removeFailed,
  });
  const apply = (view: SavedView) => {
    setParams((now) => withView(now, view.state));
    menu.close();
  };
  const items = views.data?.items ?? [];

  return (
    <>
      <Popover
        opened={opened}
        onChange={(open) => (open ? menu.open() : menu.close())}
        position="bottom-start"
        width={340}
        // Stays open when its button scrolls out of sight: on a phone the panel can reach below the
        // screen, and scrolling to its last row must not hide it.
        hideDetached={false}
        trapFocus
        shadow="md"
      >
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconBookmarks size={iconSizes.sm} aria-hidden />}
            onClick={menu.toggle}
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            {words.button}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {words.heading}
            </Text>
            {views.isPending && views.fetchStatus !== 'idle' && (
              <Group gap="xs">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{words.loading}</Text>
              </Group>
            )}
            {views.isError && (
              <Alert color="red" p="xs" role="alert">
                <Group gap="xs" justify="space-between">
                  <Text size="sm">{words.loadFailed}</Text>
                  <Button size="xs" variant="default" onClick={() => void views.refetch()}>
                    {listTexts.grid.retry}
                  </Button>
                </Group>
              </Alert>
            )}
            {views.isSuccess && items.length === 0 && (
              <Text size="sm" c="dimmed">
                {words.empty}
              </Text>
            )}
            {items.length > 0 && (
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((view) => {
                  const applied = view.state === current;
                  return (
                    <Group component="li" key={view.id} gap={4} wrap="nowrap">
                      <Button
                        variant={applied ? 'light' : 'subtle'}
                        justify="flex-start"
                        h={rowHeight}
                        flex={1}
                        miw={0}
                        onClick={() => apply(view)}
                        aria-current={applied ? 'true' : undefined}
                        leftSection={
                          applied ? <IconCheck size={iconSizes.sm} aria-label={words.current} /> : undefined
                        }
                        styles={{
                          label: { flexDirection: 'column', alignItems: 'flex-start', overflow: 'hidden' },
                        }}
                      >
                        <Text size="sm" fw={500} truncate="end" maw="100%">
                          {view.name}
                        </Text>
                        {(view.shared || !view.own) && (
                          <Text size="xs" c="dimmed" truncate="end" maw="100%">
                            {view.own ? words.sharedByYou : words.sharedBy(view.owner)}
                          </Text>
                        )}
                      </Button>
                      {view.own && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={rowHeight}
                          aria-label={words.remove(view.name)}
                          loading={remove.isPending && remove.variables?.id === view.id}
                          onClick={() => remove.mutate(view)}
                        >
                          <IconTrash size={iconSizes.sm} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            )}
            <Button
              variant="light"
              h={rowHeight}
              leftSection={<IconDeviceFloppy size={iconSizes.sm} aria-hidden />}
              disabled={!current}
              onClick={() => {
                menu.close();
                dialog.open();
              }}
            >
              {words.save}
            </Button>
            {!current && (
              <Text size="xs" c="dimmed">
                {words.nothingToSave}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <SaveViewDialog
        opened={saving}
        onClose={dialog.close}
        list={list}
        view={current}
        ownNames={items.filter((view) => view.own).map((view) => view.name)}
      />
    </>
  );
}

interface SaveViewDialogProps {
  opened: boolean;
  onClose: () => void;
  list: ListViews;
  /** The list's view now (gridState.ts `viewOf`). */
  view: string;
  /** The names of the user's own views of this list, to say that one would be replaced. */
  ownNames: readonly string[];
}

function SaveViewDialog({ opened, onClose, list, view, ownNames }: SaveViewDialogProps) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [blank, setBlank] = useState(false);
  const save = useApiMutation({
    request: () => ({
      call: savedView,
      args: [{ clientId: list.clientId, screen: list.screen, name: name.trim(), state: view, shared }],
    }),
    done: () => words.saved(name.trim()),
    onSuccess: () => close(),
  });
  const close = () => {
    setName('');
    setShared(false);
    setBlank(false);
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(name.trim() === '');
    if (name.trim() !== '') save.mutate(undefined);
  };
  const replaces = ownNames.some(
    (own) => own.trim().toLocaleLowerCase('es') === name.trim().toLocaleLowerCase('es'),
  );

  return (
    <Modal opened={opened} onClose={close} title={words.dialogTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{words.dialogHelp}</Text>
          <TextInput
            label={words.name}
            placeholder={words.namePlaceholder}
            withAsterisk
            data-autofocus
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={blank ? words.nameRequired : undefined}
            description={replaces ? words.replaces : undefined}
          />
          <Checkbox
            label={words.share(list.clientName)}
            description={words.shareHelp}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
          {save.isError && (
            <Alert color="red" title={words.saveFailed} role="alert">
              {messageOf(save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              {words.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
