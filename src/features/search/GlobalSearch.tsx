/**
 * The global search of the header (docs/product-rules.md#global-search): a toggle opens a text box
 * ('Buscar...'); once text is typed (not only spaces) a popup under it (1028 wide, at most 600 high) shows the
 * sections Contactos, Servicios and Documentación with chips to filter them. Queries wait 500 ms
 * after the last keystroke and never run for empty or blank text. Escape closes the box when it has
 * no text (with text, it hides the popup and returns to the box); closing clears text, chips and counts.
 */
import { ActionIcon, Box, Group } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, memo, Suspense, useId, useRef, useState } from 'react';
import { downloadFile } from '../../api/generated/search/search';
import { DownloadOverlay } from '../../components/DownloadOverlay';
import { saveFile } from '../../lib/saveFile';
import { queryTextOf, type SearchSection, type SearchTargets } from './searchRules';
import { searchTexts } from './searchTexts';
import { useDebouncedSearchText } from './useDebouncedSearchText';

// The box and its popup load when the search is first opened: the signed-in home shows only the
// toggle (the popup's Mantine parts and the result sections are not part of it).
const SearchBox = lazy(() => import('./SearchBox'));

/** `targets`: where the results lead, read by the shell from screens.config.ts (src/shell/searchTargets.ts). */
export const GlobalSearch = memo(function GlobalSearch({ targets }: { targets: SearchTargets }) {
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
      // A failed download is logged only (docs/product-rules.md#session); the overlay goes, no message is
      // shown.
      console.error('No se ha podido descargar el fichero', filePath, error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Box onKeyDown={onKeyDown}>
      <Group gap={4} wrap="nowrap">
        {open && (
          <Suspense fallback={null}>
            <SearchBox
              inputRef={inputRef}
              popupId={popupId}
              popupOpen={popupOpen}
              text={text}
              onText={(value) => {
                setText(value);
                setPopupHidden(false);
              }}
              onShowPopup={() => setPopupHidden(false)}
              onDismiss={() => setPopupHidden(true)}
              chips={chips}
              onChips={setChips}
              queryText={queryText}
              targets={targets}
              onNavigate={close}
              onDownload={(filePath, name) => void download(filePath, name)}
            />
          </Suspense>
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
      <DownloadOverlay visible={downloading} />
    </Box>
  );
});
