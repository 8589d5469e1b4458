/**
 * Mantine's Select, whose closed list joins the page only once the select is first focused.
 * Mantine keeps every select's list in the page, hidden, from the start, and positions it as the
 * select mounts: reading the page's layout in the middle of rendering a screen (on the services
 * grid, its year and center filters were about 30 ms of a click to its rows). From the
 * first focus on (a click or a tab focuses first) the list stays in the page, as Mantine keeps it,
 * so the first Arrow Down opens it on the selected option, or the first, as before.
 */
import { Select as MantineSelect } from '@mantine/core';
import { type ComponentProps, type FocusEvent, useState } from 'react';
import { texts } from '../lib/texts';

interface SelectProps extends ComponentProps<typeof MantineSelect> {
  /**
   * The options are still on their way: the open list says so, and the options appear in it as
   * they land. The select stays usable meanwhile rather than disabled: turning a select on and off
   * as its options land restyled the page around it (Mantine styles a field by its input's
   * disabled state), twice per screen with the filters of a list. A disabled select never opens
   * its list, so `loading` may stay true where the options will never come.
   */
  loading?: boolean;
}

export function Select({
  comboboxProps,
  onFocus,
  loading = false,
  nothingFoundMessage,
  ...props
}: SelectProps) {
  const [focused, setFocused] = useState(false);
  return (
    <MantineSelect
      {...props}
      nothingFoundMessage={loading ? texts.choices.loading : nothingFoundMessage}
      comboboxProps={{ keepMounted: focused, ...comboboxProps }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
    />
  );
}
