/**
 * Exports read each row as one JSON text (server/lib/jsonRows.ts): an array of the columns' text
 * forms. exportKeyset.test.ts holds the rows read that way equal to the grid's own, field by field;
 * here, each type's text comes back as drizzle gives it, and a selection whose values would not is
 * refused when it is declared, not found later in a spreadsheet.
 */
import { describe, expect, it } from 'vitest';
import { adminLogs, clients, tickets } from '../../server/db/schema';
import { jsonRowsOf } from '../../server/lib/jsonRows';

describe('jsonRowsOf', () => {
  it('takes integers, text, dates, doubles and booleans, in the order they were selected', () => {
    const rows = jsonRowsOf({
      idTicket: tickets.idTicket,
      referencia: tickets.referencia,
      fecha: tickets.fecha,
      importe: tickets.importe,
      cantidad: tickets.cantidad,
      regenera: clients.regenera,
    });
    expect(rows.parse('["3","SRV-\\"1\\"","2026-01-02",null,"1e-07","false"]')).toEqual({
      idTicket: 3,
      referencia: 'SRV-"1"',
      fecha: '2026-01-02',
      importe: null,
      cantidad: 1e-7,
      regenera: false,
    });
    expect(rows.parse('["4","R","2026-01-03","-12.5","3","true"]')).toMatchObject({
      importe: -12.5,
      cantidad: 3,
      regenera: true,
    });
  });

  it('refuses a timestamp, whose JSON text is not the one drizzle reads', () => {
    expect(() => jsonRowsOf({ fecha: adminLogs.fecha })).toThrow(/fecha/);
  });

  it('refuses an expression that is not a column', () => {
    expect(() => jsonRowsOf({ idTicket: tickets.idTicket, doble: 2 })).toThrow(/doble/);
  });
});
