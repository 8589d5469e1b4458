/**
 * The hand-written pages named by screens.config.ts (`page('clientPreview')`), each loaded on demand
 * so that no page's code travels with the signed-in home.
 */
import { type ComponentType, lazy } from 'react';
import type { PageName } from '../../language';

export const pages: Readonly<Record<PageName, ComponentType<{ title: string }>>> = {
  clientPreview: lazy(() => import('./ClientPreview')),
};
