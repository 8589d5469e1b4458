/**
 * Document types in the config language: one grid per value of the contract's DocumentType, offered
 * as the tabs of a screen; a type left out is simply not offered.
 */
import type { DocumentType } from '../api/generated/model';
import type { TabsSpec } from './layout';
import type { AnyGridSpec } from './screens';

/** The document types (docs/product-rules.md#documents): the contract's DocumentType enumeration. */
type DocumentTypeName = DocumentType;

/** What a document type lists, exports and sends: a grid whose export and send are optional. */
interface DocumentTypeSpec {
  /** Spanish plural, the tab's label. */
  readonly label: string;
  readonly grid: AnyGridSpec;
}

/**
 * The one mapping from document type to its list, export and send operations (docs/product-rules.md#sends: a
 * type without a mapped operation resolves to an empty result without a call).
 */
export type DocumentTypes = Readonly<Partial<Record<DocumentTypeName, DocumentTypeSpec>>>;

export function defineDocumentTypes(types: DocumentTypes): DocumentTypes {
  return types;
}

/** One grid tab per mapped document type, in the mapping's order. */
export function documentTabs(types: DocumentTypes): TabsSpec<never>['tabs'] {
  return Object.entries(types).map(([type, spec]) => ({
    id: type.toLowerCase(),
    label: (spec as DocumentTypeSpec).label,
    body: (spec as DocumentTypeSpec).grid,
  }));
}
