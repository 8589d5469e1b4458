/**
 * The global search of the header (spec sections 2, 4, 5 and 9): a toggle opens a text box
 * ('Buscar...'); once text is typed (not only spaces) a popup under it (1028 wide, at most 600 high) shows the
 * sections Contactos, Servicios and Documentación with chips to filter them. Queries wait 500 ms
 * after the last keystroke and never run for empty or blank text. Escape closes the box when it has
 * no text (with text, it hides the popup and returns to the box); closing clears text, chips and counts.
 */
import {
  ActionIcon,
  Box,
  Chip,
  Group,
  LoadingOverlay,
  Popover,
  ScrollArea,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { downloadFile } from '../../api/generated/search/search';
import { saveFile } from '../../lib/saveFile';
import { SearchResultSection } from './SearchResultSection';
import { queryTextOf, type SearchSection, visibleSections } from './searchRules';
import { searchTexts } from './searchTexts';
import { useDebouncedSearchText } from './useDebouncedSearchText';

/** Spec section 9: the results popup is 1028 px wide and at most 600 px high. */
export const searchPopup = { width: 1028, maxHeight: 600 } as const;

export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [chips, setChips] = useState<SearchSection[]>([]);
  const [popupHidden, setPopupHidden] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const queryText = useDebouncedSearchText(text);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  // Only spaces is no text: it neither searches nor opens the popup (whose sections would wait for a
  // query that never runs).
  const hasText = queryTextOf(text) !== null;
  const popupOpen = open && hasText && !popupHidden;

  function close() {
    setOpen(false);
    setText('');
    setChips([]);
    setPopupHidden(false);
    toggleRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (!hasText) {
      close();
      return;
    }
    setPopupHidden(true);
    inputRef.current?.focus();
  }

  async function download(filePath: string, name: string) {
    setDownloading(true);
    try {
      saveFile(await downloadFile({ filename: filePath }), name);
    } catch (error) {
      // Spec section 8: a failed download is logged only; the overlay goes, no message is shown.
      console.error('No se ha podido descargar el fichero', filePath, error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Box onKeyDown={onKeyDown}>
      <Group gap={4} wrap="nowrap">
        {open && (
          <Popover
            opened={popupOpen}
            width={searchPopup.width}
            position="bottom-end"
            withRoles={false}
            hideDetached={false}
            trapFocus={false}
            closeOnEscape={false}
            returnFocus={false}
            onDismiss={() => setPopupHidden(true)}
            shadow="md"
          >
            <Popover.Target>
              <TextInput
                ref={inputRef}
                autoFocus
                type="search"
                placeholder={searchTexts.placeholder}
                aria-label={searchTexts.inputLabel}
                aria-controls={popupOpen ? popupId : undefined}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setPopupHidden(false);
                }}
                onFocus={() => setPopupHidden(false)}
                leftSection={<IconSearch size={16} aria-hidden />}
                w={{ base: 160, sm: 260 }}
              />
            </Popover.Target>
            <Popover.Dropdown
              id={popupId}
              role="region"
              aria-label={searchTexts.results}
              maw="calc(100vw - 16px)"
              p="sm"
            >
              <ScrollArea.Autosize mah={searchPopup.maxHeight} type="auto" offsetScrollbars>
                <Chip.Group multiple value={chips} onChange={(value) => setChips(value as SearchSection[])}>
                  <Group gap="xs" mb="sm" role="group" aria-label={searchTexts.filters}>
                    {(['contacts', 'services', 'files'] as const).map((section) => (
                      <Chip key={section} value={section} size="sm">
                        {searchTexts.chips[section]}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                <SimpleGrid cols={{ base: 1, md: visibleSections(chips).length }} spacing="md">
                  {visibleSections(chips).map((section) => (
                    <SearchResultSection
                      key={section}
                      section={section}
                      chips={chips}
                      queryText={queryText}
                      onNavigate={close}
                      onDownload={(filePath, name) => void download(filePath, name)}
                    />
                  ))}
                </SimpleGrid>
              </ScrollArea.Autosize>
            </Popover.Dropdown>
          </Popover>
        )}
        <ActionIcon
          ref={toggleRef}
          variant="subtle"
          size="lg"
          aria-label={open ? searchTexts.close : searchTexts.open}
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? <IconX size={20} aria-hidden /> : <IconSearch size={20} aria-hidden />}
        </ActionIcon>
      </Group>
      <LoadingOverlay
        visible={downloading}
        pos="fixed"
        zIndex={1000}
        loaderProps={{
          children: (
            <Text role="status" fw={600} c="brand.7" bg="white" px="md" py="xs">
              {searchTexts.downloading}
            </Text>
          ),
        }}
      />
    </Box>
  );
}
