/**
 * The panels a grid shows above itself (GridSpec `panels`), by name. Each loads with the screen
 * that uses it and reads the selected client itself, so it takes no props.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { GridPanel } from '../../language';
import { afterZodConfig } from '../../lib/afterZodConfig';

export const gridPanels: Record<GridPanel, LazyExoticComponent<ComponentType>> = {
  // Its kinds of manager are the contract's enum (a zod schema).
  gestor: lazy(() => afterZodConfig(() => import('./GestorPanel'))),
};
