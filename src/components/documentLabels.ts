/**
 * Spanish names of the document groups, categories and kinds (docs/product-rules.md#documents). The groups
 * are the first level of a client's folder (AUTORIZACIONES, MISDOCUMENTOS...), so the explorer shows those
 * folders by these names. CONOCE{product} is a family: CONOCEACEITE reads 'Conoce el aceite'.
 */
import type { DocumentCategory, DocumentGroup } from '../api/generated/model';

const groupLabels: Record<string, string> = {
  AUTORIZACIONES: 'Autorizaciones',
  DOCUMENTACIONCOMERCIAL: 'Documentación comercial',
  DOCUMENTACIONLEGAL: 'Documentación legal',
  CERTIFICACIONES: 'Certificaciones',
  MISDOCUMENTOS: 'Mis documentos',
  INFORMESPERSONALIZADOS: 'Informes personalizados',
};

const categoryLabels: Record<string, string> = {
  AUTORIZACIONES: 'Autorización',
  MISDOCUMENTOS: 'Mis documentos',
  FILE: 'Documento',
  FACTURA: 'Factura',
  FACTURAPROFORMA: 'Factura proforma',
  ALBARAN: 'Albarán',
  DI: 'Documento de identificación (DI)',
  TICKETDEPESO: 'Ticket de peso',
  CERTIFICACIONES: 'Certificado',
};

/** 'CONOCEACEITE' → 'Conoce el aceite'; anything else is not a CONOCE family name. */
function conoceLabel(name: string): string | undefined {
  const product = /^CONOCE([A-Z0-9]+)$/.exec(name)?.[1];
  return product ? `Conoce el ${product.toLowerCase()}` : undefined;
}

/** The Spanish name of a group folder; other folder names are shown as they are. */
export function groupLabel(group: DocumentGroup | string): string {
  return groupLabels[group] ?? conoceLabel(group) ?? group;
}

export function categoryLabel(category: DocumentCategory | null | undefined): string {
  if (!category) return '';
  return categoryLabels[category] ?? conoceLabel(category) ?? category;
}

/**
 * How a folder path reads: its first segment (the group, when the explorer's root is the client's
 * folder) by its Spanish name, the rest as named. 'MISDOCUMENTOS/Notas' → 'Mis documentos / Notas'.
 */
export function folderLabel(path: string, rootIsClientFolder: boolean): string {
  const segments = path.split('/').filter(Boolean);
  return segments
    .map((segment, i) => (i === 0 && rootIsClientFolder ? groupLabel(segment) : segment))
    .join(' / ');
}
