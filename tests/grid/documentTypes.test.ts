/**
 * The document-type mapping of screens.config.ts: its types are the contract's DocumentType
 * enumeration (docs/product-rules.md#documents), each maps its list, and export/send only where the contract
 * has them; /files shows one tab per mapped type after the folders.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { documentTypes, screens } from '../../screens.config';
import {
  exportAlbaranes,
  exportDIs,
  exportFacturas,
  exportFacturasProforma,
  getAlbaranes,
  getDIs,
  getFacturas,
  getFacturasProforma,
  sendAlbaranes,
  sendDIs,
  sendFacturas,
  sendFacturasProforma,
  weightTicketsExport,
  weightTicketsGrid,
  weightTicketsSend,
} from '../../src/api/generated/documents/documents';
import type { TabsSpec } from '../../src/language';

const contractTypes = (
  YAML.parse(readFileSync('openapi/schemas/common.yaml', 'utf8')) as { DocumentType: { enum: string[] } }
).DocumentType.enum;

describe('document types', () => {
  it('are exactly the contract DocumentType enumeration', () => {
    expect(Object.keys(documentTypes).sort()).toEqual([...contractTypes].sort());
  });

  it('map each type to its list, export and send operations', () => {
    const calls = Object.fromEntries(
      Object.entries(documentTypes).map(([type, spec]) => [
        type,
        [spec?.grid.query, spec?.grid.export?.call, spec?.grid.send?.call],
      ]),
    );
    expect(calls).toEqual({
      Factura: [getFacturas, exportFacturas, sendFacturas],
      FacturaProforma: [getFacturasProforma, exportFacturasProforma, sendFacturasProforma],
      Albaran: [getAlbaranes, exportAlbaranes, sendAlbaranes],
      TicketDePeso: [weightTicketsGrid, weightTicketsExport, weightTicketsSend],
      Di: [getDIs, exportDIs, sendDIs],
    });
  });

  it('give /files one tab per type after the folders', () => {
    const tabs = (screens.files.body as TabsSpec).tabs.map((tab) => tab.label);
    expect(tabs).toEqual([
      'Carpetas',
      'Facturas',
      'Facturas pro forma',
      'Albaranes',
      'Tickets de peso',
      'Documentos de identificación',
    ]);
  });
});
