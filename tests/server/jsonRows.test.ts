/**
 * Exports read each row as one JSON text (server/lib/jsonRows.ts). exportKeyset.test.ts holds the
 * rows read that way equal to the grid's own, field by field; here, a selection whose values would
 * not come back through JSON as drizzle gives them is refused when it is declared, not found later
 * in a spreadsheet.
 */
import { describe, expect, it } from 'vitest';
import { adminLogs, tickets } from '../../server/db/schema';
import { jsonRowsOf } from '../../server/lib/jsonRows';

describe('jsonRowsOf', () => {
  it('takes integers, text, dates and doubles', () => {
    const rows = jsonRowsOf({ idTicket: tickets.idTicket, fecha: tickets.fecha, importe: tickets.importe });
    expect(rows.parse('{"idTicket":3,"fecha":"2026-01-02","importe":null}')).toEqual({
      idTicket: 3,
      fecha: '2026-01-02',
      importe: null,
    });
  });

  it('refuses a timestamp, whose JSON text is not the one drizzle reads', () => {
    expect(() => jsonRowsOf({ fecha: adminLogs.fecha })).toThrow(/fecha/);
  });

  it('refuses an expression that is not a column', () => {
    expect(() => jsonRowsOf({ idTicket: tickets.idTicket, doble: 2 })).toThrow(/doble/);
  });
});
