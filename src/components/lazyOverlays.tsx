/**
 * Mantine's Tooltip and Menu, mounted the first time they are needed instead of with the page.
 * A closed Tooltip or Menu still runs its floating-ui positioning and interaction hooks,
 * a portal and a transition: a page of the services grid had some seventy of them (a documents
 * menu and a selection checkbox's tooltip per row, the sort and column-menu tooltips per header,
 * the toolbar's), most of the cost of mounting the table and of each page change.
 *
 * HoverTooltip renders its target alone until the pointer first rests on it; then Mantine's
 * Tooltip, pointed at that same element (nothing is re-created under the pointer), opens after the
 * tooltip's own delay, closes when the pointer leaves (after its close delay) or on Escape, as
 * Mantine's hover tooltips do; like them it does not open on keyboard focus. LazyMenu renders its
 * target (with `aria-haspopup="menu"` and `aria-expanded="false"`, as Mantine's Menu gives it) until
 * it is first clicked or activated from the keyboard; then Mantine's Menu mounts and opens, the focus
 * carried to the new target element, so the menu gives it back there when it closes.
 */
import { Menu, type MenuProps, Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import clsx from 'clsx';
import {
  cloneElement,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

type Handler<E> = ((event: E) => void) | undefined;

interface TargetProps {
  ref?: Ref<HTMLElement>;
  className?: string;
  onClick?: Handler<MouseEvent<HTMLElement>>;
  onKeyDown?: Handler<ReactKeyboardEvent<HTMLElement>>;
  onMouseEnter?: Handler<MouseEvent<HTMLElement>>;
  onMouseLeave?: Handler<MouseEvent<HTMLElement>>;
  onMouseMove?: Handler<MouseEvent<HTMLElement>>;
  onPointerDown?: Handler<PointerEvent<HTMLElement>>;
  onPointerEnter?: Handler<PointerEvent<HTMLElement>>;
}

const propsOf = (element: ReactElement) => element.props as TargetProps;

const handlerNames = [
  'onClick',
  'onMouseEnter',
  'onMouseLeave',
  'onMouseMove',
  'onPointerDown',
  'onPointerEnter',
] as const;

/** What a parent (a menu's or popover's target) may give the tooltip for its target, besides its own props. */
type ForTarget = Pick<TargetProps, 'ref' | 'className' | (typeof handlerNames)[number]>;

/**
 * The props a tooltip hands its target, as Mantine's Tooltip does: the class and the handlers its
 * parent gave it (each beside the target's own), only those given, so none of the target's is lost.
 */
function forwardedProps(given: ForTarget, own: TargetProps): TargetProps {
  const props: Record<string, unknown> = {};
  if (given.className) props.className = clsx(given.className, own.className);
  for (const name of handlerNames) {
    const first = given[name] as Handler<unknown>;
    const second = own[name] as Handler<unknown>;
    if (first)
      props[name] = second
        ? (event: unknown) => {
            first(event);
            second(event);
          }
        : first;
  }
  return props as TargetProps;
}

function LazyHoverTooltip(props: TooltipProps) {
  const { children, openDelay = 0, closeDelay = 0, ...rest } = props;
  const {
    ref,
    className,
    onClick,
    onMouseEnter,
    onMouseLeave,
    onMouseMove,
    onPointerDown,
    onPointerEnter,
    ...tooltipProps
  } = rest as ForTarget & Omit<TooltipProps, keyof ForTarget | 'children'>;
  const child = children as ReactElement<TargetProps>;
  const childProps = propsOf(child);
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const delays = useRef({ openDelay, closeDelay });
  delays.current = { openDelay, closeDelay };
  // The pointer is watched through listeners on the target element (no handler props of ours that
  // could take the place of those its parent gives it), and the tooltip pointed at that element.
  const [watch] = useState(() => {
    const target: { current: HTMLElement | null } = { current: null };
    const openAfter = (next: boolean) => {
      window.clearTimeout(timer.current);
      const apply = () => {
        if (next) setMounted(true);
        setOpened(next);
      };
      const delay = next ? delays.current.openDelay : delays.current.closeDelay;
      if (delay > 0) timer.current = window.setTimeout(apply, delay);
      else apply();
    };
    // A mouse or a pen, not a finger: Mantine's hover tooltips do not open on touch either.
    const enter = (event: Event) => {
      if ((event as globalThis.PointerEvent).pointerType !== 'touch') openAfter(true);
    };
    const leave = () => openAfter(false);
    const ref = (node: HTMLElement | null) => {
      if (node === target.current) return;
      target.current?.removeEventListener('pointerenter', enter);
      target.current?.removeEventListener('pointerleave', leave);
      node?.addEventListener('pointerenter', enter);
      node?.addEventListener('pointerleave', leave);
      target.current = node;
    };
    return { target, ref };
  });
  const targetRef = useMergedRef(childProps.ref, watch.ref, ref);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!opened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [opened]);

  const element = cloneElement(child, {
    ...forwardedProps(
      { className, onClick, onMouseEnter, onMouseLeave, onMouseMove, onPointerDown, onPointerEnter },
      childProps,
    ),
    ref: targetRef,
  });
  return (
    <>
      {element}
      {mounted && (
        <Tooltip
          {...(tooltipProps as Omit<TooltipProps, 'children'>)}
          opened={opened}
          target={watch.target}
        />
      )}
    </>
  );
}

function HoverTooltipComponent(props: TooltipProps) {
  // A tooltip told when to open, or opening on focus or touch, is Mantine's own from the start.
  const eager =
    props.opened !== undefined ||
    Boolean(props.defaultOpened) ||
    Boolean(props.events?.focus) ||
    Boolean(props.events?.touch);
  return eager ? <Tooltip {...props} /> : <LazyHoverTooltip {...props} />;
}

/** Mantine's Tooltip (the same props and statics), mounted when the pointer first reaches its target. */
export const HoverTooltip = Object.assign(HoverTooltipComponent, {
  Floating: Tooltip.Floating,
  Group: Tooltip.Group,
});

/** The indexes from `root` down to `node`: where the focus was inside an element. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return path;
}

function nodeAt(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}

/** Carries the focus from an element to the one that replaces it: `capture()` before, `restore()` after. */
function useFocusCarry() {
  const [carry] = useState(() => {
    const from: { current: HTMLElement | null } = { current: null };
    let path: number[] | null = null;
    return {
      ref: from,
      capture() {
        const element = from.current;
        const active = document.activeElement;
        path = element && active && element.contains(active) ? pathTo(element, active) : null;
      },
      restore(to: HTMLElement | null) {
        const carried = path;
        path = null;
        if (!to || !carried) return;
        const target = nodeAt(to, carried);
        if (target instanceof HTMLElement) target.focus({ preventScroll: true });
      },
    };
  });
  return carry;
}

interface LazyMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> {
  /** The element that opens the menu (an ActionIcon with its aria-label). */
  target: ReactElement;
  /** A tooltip on the target, disabled while the menu is open. */
  tooltip?: string;
  /** The dropdown's content, rendered while it is open. */
  children: ReactNode;
}

/** Mantine's Menu, mounted and opened when its target is first clicked or activated from the keyboard. */
export function LazyMenu({ target, tooltip, children, ...menuProps }: LazyMenuProps) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const focus = useFocusCarry();
  const armedTarget = useRef<HTMLElement | null>(null);
  const unarmedRef = useMergedRef(propsOf(target).ref, focus.ref);
  const armedRef = useMergedRef(propsOf(target).ref, armedTarget);
  useLayoutEffect(() => {
    if (!armed) return;
    // The focus first, then the menu, which gives the focus back to the element that had it.
    focus.restore(armedTarget.current);
    setOpened(true);
  }, [armed, focus]);

  const withTooltip = (element: ReactElement, disabled: boolean) =>
    tooltip === undefined ? (
      element
    ) : (
      <HoverTooltip label={tooltip} disabled={disabled}>
        {element}
      </HoverTooltip>
    );
  if (!armed)
    return withTooltip(
      cloneElement(target, {
        ref: unarmedRef,
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: (event: MouseEvent<HTMLElement>) => {
          propsOf(target).onClick?.(event);
          focus.capture();
          setArmed(true);
        },
      } as TargetProps),
      false,
    );
  // Mantine's menu closes on Escape pressed inside it, and the focus moves there a moment after it
  // opens: an Escape pressed on the target before then (a quick keyboard user, a busy machine)
  // would be lost, so the target closes the menu too.
  const closeOnEscape = (event: ReactKeyboardEvent<HTMLElement>) => {
    propsOf(target).onKeyDown?.(event);
    if (event.key !== 'Escape' || !opened) return;
    event.preventDefault();
    setOpened(false);
  };
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      {withTooltip(
        <Menu.Target>
          {cloneElement(target, { ref: armedRef, onKeyDown: closeOnEscape } as TargetProps)}
        </Menu.Target>,
        opened,
      )}
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
