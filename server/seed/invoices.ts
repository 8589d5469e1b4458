/**
 * Invoices (one per service direction and month, for its invoiced services) and pro-forma invoices,
 * each with its PDF in the client's DOCUMENTACIONCOMERCIAL folder.
 */
import { inArray, max } from 'drizzle-orm';
import { facturas, facturasProforma } from '../db/schema';
import { BatchWriter } from './bulkInsert';
import { formatEuros, Numbering, round, type SeedContext } from './context';
import { proformaConcepts, rejectionReasons } from './data/texts';
import { isoDate, madridInstant, spanishDate, spanishMonth, yearOf } from './dates';
import { documentPdf } from './documentPdfs';
import type { SeededDirection, Structure } from './structure';

export interface InvoiceDraft {
  numeroFactura: string;
  /** Day number of the invoice: the last day of the month it invoices. */
  day: number;
  direction: SeededDirection;
  base: number;
  services: number;
}

const ivaRate = 21;

export async function seedInvoices(ctx: SeedContext, drafts: readonly InvoiceDraft[]): Promise<number> {
  const random = ctx.random.fork('invoices');
  const writer = new BatchWriter(ctx.db, facturas);
  let id = 0;
  for (const draft of drafts) {
    const { direction } = draft;
    const client = direction.client;
    const year = yearOf(draft.day);
    const base = round(draft.base);
    const iva = round((base * ivaRate) / 100);
    const total = round(base + iva);
    const vencimiento = draft.day + (client.spec.volume >= 0.14 ? 60 : 30);
    const overdue = vencimiento < ctx.today;
    const estadoPago = !overdue
      ? 'pendiente'
      : vencimiento > ctx.today - 120 && random.chance(0.25)
        ? 'vencida'
        : 'pagada';
    const filePath = await ctx.store.write({
      blobUri: `${client.clientId}/DOCUMENTACIONCOMERCIAL/Facturas/${year}/${draft.numeroFactura}.pdf`,
      clientId: client.clientId,
      centerId: direction.center.centerId,
      content: documentPdf(`Factura ${draft.numeroFactura}`, [
        `Fecha: ${spanishDate(draft.day)}    Vencimiento: ${spanishDate(vencimiento)}`,
        `Cliente: ${direction.nif.razonSocial} (CIF ${direction.nif.nif})`,
        `Centro: ${direction.center.nombre} - ${direction.nombre}`,
        `Servicios de ${spanishMonth(draft.day)}: ${draft.services}`,
        `Base imponible: ${formatEuros(base)}    IVA ${ivaRate} %: ${formatEuros(iva)}    Total: ${formatEuros(total)}`,
      ]),
      contentType: 'application/pdf',
      tags: ['factura', draft.numeroFactura, String(year)],
      category: 'FACTURA',
      kind: 'ADMINISTRATIVO',
      lastModified: madridInstant(draft.day + 1, 7 * 60),
    });
    writer.push({
      idFactura: ++id,
      numeroFactura: draft.numeroFactura,
      fecha: isoDate(draft.day),
      fechaVencimiento: isoDate(vencimiento),
      clientId: client.clientId,
      centerId: direction.center.centerId,
      iddireccionservicio: direction.iddireccionservicio,
      cif: direction.nif.nif,
      razonSocial: direction.nif.razonSocial,
      baseImponible: base,
      tipoIva: ivaRate,
      iva,
      total,
      estadoPago,
      filePath,
    });
    if (writer.full) await writer.flush();
  }
  await writer.flush();
  return id;
}

/**
 * Pro-forma invoices for one-off services, spread over the whole period: the answered ones
 * accepted or rejected (with a reason), the last month's still pending, and so is each service
 * direction's newest.
 */
export async function seedProformas(ctx: SeedContext, structure: Structure, count: number): Promise<number> {
  const random = ctx.random.fork('proformas');
  const directions = structure.directions.filter((d) => !d.client.regenera);
  const days = Array.from({ length: count }, () => random.int(ctx.start, ctx.today)).sort((a, b) => a - b);
  const numbering = new Numbering();
  const writer = new BatchWriter(ctx.db, facturasProforma);
  let id = 0;
  for (const day of days) {
    const direction = random.pick(directions);
    const client = direction.client;
    const topic = random.pick(proformaConcepts);
    const importe = round(random.float(topic.importe[0], topic.importe[1]));
    const numero = numbering.next('PF', yearOf(day), 6);
    const answered = day < ctx.today - 30 || (day < ctx.today - 3 && random.chance(0.5));
    const estado = !answered ? 'pendiente' : random.chance(0.8) ? 'aceptada' : 'rechazada';
    const answerDay = Math.min(ctx.today, day + random.int(1, 10));
    const filePath = await ctx.store.write({
      blobUri: `${client.clientId}/DOCUMENTACIONCOMERCIAL/Proformas/${yearOf(day)}/${numero}.pdf`,
      clientId: client.clientId,
      centerId: direction.center.centerId,
      content: documentPdf(`Factura pro forma ${numero}`, [
        `Fecha: ${spanishDate(day)}`,
        `Cliente: ${direction.nif.razonSocial} (CIF ${direction.nif.nif})`,
        `Centro: ${direction.center.nombre} - ${direction.nombre}`,
        `Concepto: ${topic.concepto}`,
        `Importe (IVA no incluido): ${formatEuros(importe)}`,
      ]),
      contentType: 'application/pdf',
      tags: ['proforma', numero, String(yearOf(day))],
      category: 'FACTURAPROFORMA',
      kind: 'ADMINISTRATIVO',
      lastModified: madridInstant(day, 10 * 60),
    });
    writer.push({
      idFactura: ++id,
      numero,
      fecha: isoDate(day),
      clientId: client.clientId,
      centerId: direction.center.centerId,
      iddireccionservicio: direction.iddireccionservicio,
      importe,
      estado,
      motivoRechazo: estado === 'rechazada' ? random.pick(rejectionReasons) : null,
      fechaRespuesta: estado === 'pendiente' ? null : madridInstant(answerDay, random.int(9 * 60, 18 * 60)),
      cif: direction.nif.nif,
      razonSocial: direction.nif.razonSocial,
      concepto: topic.concepto,
      filePath,
    });
    if (writer.full) await writer.flush();
  }
  await writer.flush();
  await awaitNewestAnswer(ctx);
  return id;
}

/**
 * Every service direction's newest pro-forma waits for its answer, so each demo user, whatever
 * directions they see, has one to accept or reject (the random answers above may leave none).
 */
async function awaitNewestAnswer(ctx: SeedContext) {
  const newest = ctx.db
    .select({ idFactura: max(facturasProforma.idFactura) })
    .from(facturasProforma)
    .groupBy(facturasProforma.iddireccionservicio);
  await ctx.db
    .update(facturasProforma)
    .set({ estado: 'pendiente', motivoRechazo: null, fechaRespuesta: null })
    .where(inArray(facturasProforma.idFactura, newest));
}
