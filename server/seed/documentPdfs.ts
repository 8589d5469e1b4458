/** The text of each seeded document's PDF: what a client would find printed on it. */
import { company } from './data/clients';
import { pdfDocument } from './pdf';

const footer = `${company.nombre} - Documento de demostración.`;

export function documentPdf(title: string, lines: readonly string[]): Buffer {
  return pdfDocument(title, [...lines, '', footer]);
}
