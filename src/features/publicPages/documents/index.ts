/** The legal texts by name (screens.config.ts `publicPage('legalNotice')`; tsc checks both ends). */
import type { PublicDocumentName } from '../../../language';
import type { CompanyIdentity } from '../company';
import type { LegalDocument } from './document';
import { legalNotice } from './legalNotice';
import { privacyPolicy } from './privacyPolicy';

export const legalDocuments: Readonly<
  Record<PublicDocumentName, (company: CompanyIdentity) => LegalDocument>
> = {
  legalNotice,
  privacyPolicy,
};
