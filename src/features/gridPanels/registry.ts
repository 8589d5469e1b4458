/**
 * The panels a grid shows above itself (GridSpec `panels`), by name. Each loads with the screen
 * that uses it and reads the selected client itself, so it takes no props.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { GridPanel } from '../../language';

export const gridPanels: Record<GridPanel, LazyExoticComponent<ComponentType>> = {
  gestor: lazy(() => import('./GestorPanel')),
};
