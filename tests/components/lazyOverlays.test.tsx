// @vitest-environment jsdom
/**
 * The grid's tooltips and menus that mount when first needed (src/components/lazyOverlays.tsx),
 * held to what Mantine's own do for a person: the tooltip shows on hover after its delay and goes
 * on leaving or Escape, on the same element (a click on it still lands); the menu's target reads as
 * a menu button before it is ever opened, opens from a click or the keyboard, and gives the focus
 * back to its target when it closes. Until then, nothing of Mantine's Tooltip or Menu is rendered.
 */
import { ActionIcon, MantineProvider, Menu } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { HoverTooltip, LazyMenu } from '../../src/components/lazyOverlays';

const inMantine = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe('HoverTooltip', () => {
  it('renders only its target until the pointer reaches it, then opens after its delay on that element', async () => {
    vi.useFakeTimers();
    try {
      const onClick = vi.fn();
      inMantine(
        <HoverTooltip label="Descargar factura.pdf" openDelay={500}>
          <ActionIcon aria-label="Descargar" onClick={onClick}>
            x
          </ActionIcon>
        </HoverTooltip>,
      );
      const button = screen.getByRole('button', { name: 'Descargar' });
      expect(screen.queryByRole('tooltip')).toBeNull();

      fireEvent.pointerEnter(button);
      act(() => vi.advanceTimersByTime(400));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Descargar factura.pdf');
      // The same element as before: what the pointer is on is not re-created.
      expect(screen.getByRole('button', { name: 'Descargar' })).toBe(button);
      fireEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);

      fireEvent.pointerLeave(button);
      act(() => vi.advanceTimersByTime(300));
      expect(screen.queryByRole('tooltip')).toBeNull();

      fireEvent.pointerEnter(button);
      act(() => vi.advanceTimersByTime(600));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.keyDown(document, { key: 'Escape' });
      act(() => vi.advanceTimersByTime(300));
      expect(screen.queryByRole('tooltip')).toBeNull();

      // A finger on a touch screen opens nothing, as with Mantine's hover tooltips.
      fireEvent.pointerEnter(button, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(600));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes what a menu target gives it on to its own target, as Mantine’s Tooltip does', async () => {
    inMantine(
      <Menu>
        <HoverTooltip label="Acciones">
          <Menu.Target>
            <ActionIcon aria-label="Acciones">x</ActionIcon>
          </Menu.Target>
        </HoverTooltip>
        <Menu.Dropdown>
          <Menu.Item>Una</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const button = screen.getByRole('button', { name: 'Acciones' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Una' })).toBeInTheDocument();
  });
});

describe('LazyMenu', () => {
  const menu = (onPick: () => void) => (
    <LazyMenu
      tooltip="Documentos de SRV-1"
      target={<ActionIcon aria-label="Documentos de SRV-1">x</ActionIcon>}
      withinPortal={false}
    >
      <Menu.Item onClick={onPick}>albaran.pdf</Menu.Item>
    </LazyMenu>
  );

  it('reads as a closed menu button before it is ever opened, and opens on a click', async () => {
    const onPick = vi.fn();
    inMantine(menu(onPick));
    const button = screen.getByRole('button', { name: 'Documentos de SRV-1' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: 'albaran.pdf' });
    expect(screen.getByRole('button', { name: 'Documentos de SRV-1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(item);
    expect(onPick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens from the keyboard and gives the focus back to its target on Escape', async () => {
    inMantine(menu(() => undefined));
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Documentos de SRV-1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'albaran.pdf' })).toBeInTheDocument();
    // The target the menu opened from (now Mantine's) held the focus while it opened.
    await waitFor(() =>
      expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Documentos de SRV-1' })).toHaveFocus());
  });

  it('closes on an Escape pressed on its target before the focus has moved into the menu', async () => {
    inMantine(menu(() => undefined));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Documentos de SRV-1' }));
    await screen.findByRole('menu');
    const target = screen.getByRole('button', { name: 'Documentos de SRV-1' });
    // The key lands on the target itself, as it does when pressed the moment the menu opens.
    fireEvent.keyDown(target, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(target).toHaveAttribute('aria-expanded', 'false');
  });
});
