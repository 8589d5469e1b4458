/**
 * The global search's text box and results popup (GlobalSearch.tsx keeps the state and the
 * toggle): loaded when the search is first opened, so the signed-in home carries only the toggle.
 */
import { Chip, Group, Popover, ScrollArea, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { SearchResultSection } from './SearchResultSection';
import { type SearchSection, type SearchTargets, visibleSections } from './searchRules';
import { searchTexts } from './searchTexts';

/** docs/product-rules.md#global-search: the results popup is 1028 px wide and at most 600 px high. */
const searchPopup = { width: 1028, maxHeight: 600 } as const;

/**
 * The popup follows the box rather than owning the focus: typing goes on in the box, Escape and
 * the focus are the box's (GlobalSearch handles them), and the region is labelled by its own role.
 */
const popupBehaviour = {
  position: 'bottom-end',
  withRoles: false,
  hideDetached: false,
  trapFocus: false,
  closeOnEscape: false,
  returnFocus: false,
  shadow: 'md',
} as const;

export interface SearchBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  popupId: string;
  popupOpen: boolean;
  text: string;
  /** The text changed (the popup shows again). */
  onText: (text: string) => void;
  /** The box got the focus (the popup shows again). */
  onShowPopup: () => void;
  /** A click outside: the popup hides, the text stays. */
  onDismiss: () => void;
  chips: SearchSection[];
  onChips: (chips: SearchSection[]) => void;
  queryText: string | null;
  targets: SearchTargets;
  onNavigate: () => void;
  onDownload: (filePath: string, name: string) => void;
}

export default function SearchBox({
  inputRef,
  popupId,
  popupOpen,
  text,
  onText,
  onShowPopup,
  onDismiss,
  chips,
  onChips,
  // What each section's results need: the text searched, where a result leads, what opens it.
  ...results
}: SearchBoxProps) {
  return (
    <Popover opened={popupOpen} width={searchPopup.width} onDismiss={onDismiss} {...popupBehaviour}>
      <Popover.Target>
        <TextInput
          ref={inputRef}
          autoFocus
          type="search"
          placeholder={searchTexts.placeholder}
          aria-label={searchTexts.inputLabel}
          aria-controls={popupOpen ? popupId : undefined}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          onFocus={onShowPopup}
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
        {/* Scrolls down only: a long name is cut with an ellipsis, never pushes the popup sideways. */}
        <ScrollArea.Autosize mah={searchPopup.maxHeight} type="auto" offsetScrollbars="y" scrollbars="y">
          <Chip.Group multiple value={chips} onChange={(value) => onChips(value as SearchSection[])}>
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
              <SearchResultSection key={section} section={section} chips={chips} {...results} />
            ))}
          </SimpleGrid>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
