/** The shape of the portal's legal texts (src/features/publicPages/documents), as LegalText.tsx lays them out. */
import type { CompanyIdentity } from '../company';

/** A labelled fact of a section (NIF: B00000000); `href` links it (mailto:, tel:). */
export interface DocumentFact {
  readonly label: string;
  readonly value: string;
  readonly href?: string;
}

/** One section of a legal text: a heading, paragraphs, facts and a list, in that order. */
export interface DocumentSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly facts?: readonly DocumentFact[];
  readonly items?: readonly string[];
  /** Paragraphs after the facts and the list. */
  readonly closing?: readonly string[];
}

export interface LegalDocument {
  /** When the text last changed, as the page says it ('enero de 2024'). */
  readonly updated: string;
  readonly sections: readonly DocumentSection[];
}

/** The company's contact facts, each linked (mail, phone). */
export function contactFacts(company: CompanyIdentity): DocumentFact[] {
  return [
    { label: 'Correo electrónico', value: company.email, href: `mailto:${company.email}` },
    { label: 'Teléfono', value: company.phone, href: `tel:${company.phone.replace(/[^+\d]/g, '')}` },
  ];
}
