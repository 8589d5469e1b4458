/**
 * The hand-written pages named by screens.config.ts (`page('legalNotice')`), each loaded on demand
 * so that no page's text travels with the signed-in home.
 */
import { type ComponentType, lazy } from 'react';
import type { PageName } from '../../language';

export const pages: Readonly<Record<PageName, ComponentType<{ title: string }>>> = {
  legalNotice: lazy(() => import('./LegalNoticePage')),
  privacyPolicy: lazy(() => import('./PrivacyPolicyPage')),
  clientPreview: lazy(() => import('./ClientPreview')),
};
