/**
 * The documents an executed service leaves: its delivery note (albarán), its weight ticket, a DI
 * when the waste is hazardous, and for regenera pickups the regeneration certificate. Services of
 * the last 60 days always have them; older ones are sampled so that each table stays under its cap
 * however many tickets are seeded. Every DI gets its PDF (the legal record of a hazardous waste's
 * transfer), the other documents those of the last 60 days: every one, up to a cap per kind that
 * only a large seed reaches (then a sample). Older delivery notes and weight tickets have none,
 * which the portal flags as a document missing from the portal.
 */
import { albaranes, documentosIdentificacion, weightTickets } from '../db/schema';
import { BatchWriter } from './bulkInsert';
import { formatQuantity, type Numbering, round, type SeedContext } from './context';
import type { Truck } from './data/fleet';
import { plants } from './data/places';
import { weighingNotes } from './data/texts';
import { isHazardous } from './data/wastes';
import { isoDate, madridInstant, spanishDate, yearOf } from './dates';
import { documentPdf } from './documentPdfs';
import type { Random } from './random';
import type { Traceability, TruckRoute } from './regenera';
import type { StoredFile } from './storage';
import type { DirectionWaste, SeededDirection, Structure } from './structure';

/** At most this many rows per document table, whatever the number of tickets. */
const documentCaps = { albaranes: 50_000, weightTickets: 50_000, dis: 50_000 };
const pdfCaps = { albaranes: 2_000, weightTickets: 2_000, dis: 2_000, certificates: 100 };
type Kind = keyof typeof pdfCaps;
export const recentDays = 60;
/** How far back each kind's documents get a PDF, in days. */
const pdfDays: Record<Kind, number> = {
  albaranes: recentDays,
  weightTickets: recentDays,
  dis: Number.POSITIVE_INFINITY,
  certificates: recentDays,
};

export interface ExecutedService {
  idTicket: number;
  referencia: string;
  day: number;
  direction: SeededDirection;
  use: DirectionWaste;
  cantidad: number;
  truck: Truck;
  numeroFactura: string | null;
  /** Minutes after midnight (Madrid) of the pickup. */
  pickupMinute: number;
  route: TruckRoute | undefined;
  trace: Traceability | undefined;
}

/** Where a service's document stands: its service, day, client, center and direction. */
function serviceOf(s: ExecutedService) {
  return {
    fecha: isoDate(s.day),
    idTicket: s.idTicket,
    referencia: s.referencia,
    clientId: s.direction.client.clientId,
    centerId: s.direction.center.centerId,
    iddireccionservicio: s.direction.iddireccionservicio,
  };
}

export class ServiceDocuments {
  private readonly albaranes: BatchWriter<typeof albaranes>;
  private readonly weightTickets: BatchWriter<typeof weightTickets>;
  private readonly dis: BatchWriter<typeof documentosIdentificacion>;
  private readonly sampling: Record<Exclude<Kind, 'certificates'>, number>;
  private readonly pdfSampling: Record<Kind, number>;
  private readonly pdfs: Record<Kind, number> = { albaranes: 0, weightTickets: 0, dis: 0, certificates: 0 };
  /** Which documents get a PDF draws from its own stream: the documents themselves do not depend on it. */
  private readonly pdfRandom: Random;

  /** `counts`: services per day from `ctx.start`, to size the sampling. */
  constructor(
    private readonly ctx: SeedContext,
    private readonly random: Random,
    private readonly numbering: Numbering,
    structure: Structure,
    counts: readonly number[],
  ) {
    this.pdfRandom = random.fork('pdfs');
    this.albaranes = new BatchWriter(ctx.db, albaranes);
    this.weightTickets = new BatchWriter(ctx.db, weightTickets);
    this.dis = new BatchWriter(ctx.db, documentosIdentificacion);
    let recent = 0;
    let old = 0;
    // Services in each kind's PDF window: recent ones, and older ones (which only some documents reach).
    const windowed = (): Record<Kind, number> => ({
      albaranes: 0,
      weightTickets: 0,
      dis: 0,
      certificates: 0,
    });
    const recentInWindow = windowed();
    const oldInWindow = windowed();
    counts.forEach((n, i) => {
      const day = ctx.start + i;
      if (day > ctx.today) return;
      const isRecent = day >= ctx.today - recentDays;
      if (isRecent) recent += n;
      else old += n;
      for (const kind of Object.keys(pdfDays) as Kind[])
        if (day >= ctx.today - pdfDays[kind]) (isRecent ? recentInWindow : oldInWindow)[kind] += n;
    });
    const weighed = share(structure, (w) => w.unidad !== 'ud');
    const hazardous = share(structure, (w) => isHazardous(w.waste?.codigoLER ?? null));
    const regenera = share(structure, (_, d) => d.client.regenera);
    // Older services get documents with the probability that fills the cap, not more.
    const sample = (cap: number, fraction: number) =>
      fraction === 0 ? 0 : Math.min(1, Math.max(0, cap / fraction - recent) / Math.max(1, old));
    this.sampling = {
      albaranes: sample(documentCaps.albaranes, 1),
      weightTickets: sample(documentCaps.weightTickets, weighed),
      dis: sample(documentCaps.dis, hazardous),
    };
    // The documents a kind's PDF window holds, and the share of them its cap lets have one.
    const pdfSample = (kind: Kind, fraction: number, sampled: number) => {
      const documents = (recentInWindow[kind] + oldInWindow[kind] * sampled) * fraction;
      return Math.min(1, pdfCaps[kind] / Math.max(1, documents));
    };
    this.pdfSampling = {
      albaranes: pdfSample('albaranes', 1, this.sampling.albaranes),
      weightTickets: pdfSample('weightTickets', weighed, this.sampling.weightTickets),
      dis: pdfSample('dis', hazardous, this.sampling.dis),
      certificates: pdfSample('certificates', regenera, 1),
    };
  }

  private wanted(kind: Exclude<Kind, 'certificates'>, day: number, count: number): boolean {
    if (count >= documentCaps[kind]) return false;
    return day >= this.ctx.today - recentDays || this.random.chance(this.sampling[kind]);
  }

  private withPdf(kind: Kind, day: number): boolean {
    if (day < this.ctx.today - pdfDays[kind] || this.pdfs[kind] >= pdfCaps[kind]) return false;
    if (!this.pdfRandom.chance(this.pdfSampling[kind])) return false;
    this.pdfs[kind]++;
    return true;
  }

  /** A service document's PDF, under its client's folder (`path`), of its direction's center. */
  private writePdf(
    direction: SeededDirection,
    pdf: Pick<StoredFile, 'content' | 'tags' | 'category' | 'lastModified'> & { path: string },
  ): Promise<string> {
    const { path, ...described } = pdf;
    return this.ctx.store.write({
      blobUri: `${direction.client.clientId}/${path}`,
      clientId: direction.client.clientId,
      centerId: direction.center.centerId,
      contentType: 'application/pdf',
      kind: 'ADMINISTRATIVO',
      ...described,
    });
  }

  /** The regeneration certificate's PDF, for recent certificates. */
  async certificate(s: ExecutedService, certificado: string): Promise<void> {
    const { direction, trace } = s;
    if (!trace?.fechaCertificado || !this.withPdf('certificates', trace.fechaCertificado)) return;
    const year = String(yearOf(trace.fechaCertificado));
    await this.writePdf(direction, {
      path: `CERTIFICACIONES/Regenera/${year}/${certificado}.pdf`,
      content: documentPdf(`Certificado de regeneración ${certificado}`, [
        `Productor: ${direction.nif.razonSocial} (CIF ${direction.nif.nif})`,
        `Punto de recogida: ${direction.nombre}, ${direction.direccion}, ${direction.place.localidad}`,
        `Recogida ${s.referencia} del ${spanishDate(s.day)}: ${formatQuantity(s.cantidad, 'l')} de aceite vegetal usado (LER 200125)`,
        `Lote ${trace.lote} regenerado en ${trace.destino}`,
        `Fecha del certificado: ${spanishDate(trace.fechaCertificado)}`,
      ]),
      tags: ['certificado', certificado, s.referencia, year],
      category: 'CERTIFICACIONES',
      lastModified: madridInstant(trace.fechaCertificado, 12 * 60),
    });
  }

  /** DI (hazardous waste), delivery note and weight ticket of one executed service. */
  async add(s: ExecutedService): Promise<void> {
    const numeroDI = await this.addDi(s);
    const numeroAlbaran = await this.addAlbaran(s);
    await this.addWeightTicket(s, numeroDI, numeroAlbaran);
  }

  private async addDi(s: ExecutedService): Promise<string | null> {
    const { direction, use, truck } = s;
    const waste = use.waste;
    if (!waste || !isHazardous(waste.codigoLER) || !this.wanted('dis', s.day, this.dis.count)) return null;
    const year = String(yearOf(s.day));
    // DI numbers carry the province of the producer, as the regional registries issue them.
    const numeroDI = this.numbering.next(`DI-${direction.codigoPostal.slice(0, 2)}`, yearOf(s.day), 7);
    const gestor = plants[direction.place.plant].gestor;
    const productor = `${direction.nif.razonSocial} - ${direction.center.nombre}`;
    const filePath = this.withPdf('dis', s.day)
      ? await this.writePdf(direction, {
          path: `DOCUMENTACIONLEGAL/DI/${year}/${numeroDI}.pdf`,
          content: documentPdf(`Documento de identificación ${numeroDI}`, [
            `Fecha del traslado: ${spanishDate(s.day)}    Servicio: ${s.referencia}`,
            `Residuo: ${waste.residuo} (LER ${waste.codigoLER})`,
            `Cantidad: ${formatQuantity(s.cantidad, use.unidad)}`,
            `Productor: ${productor}`,
            `Transportista: ${truck.transportista} (vehículo ${truck.matricula})`,
            `Gestor de destino: ${gestor}`,
          ]),
          tags: ['di', numeroDI, waste.codigoLER, year],
          category: 'DI',
          lastModified: madridInstant(s.day, 18 * 60),
        })
      : null;
    this.dis.push({
      idDI: this.dis.count + 1,
      numeroDI,
      ...serviceOf(s),
      codigoLER: waste.codigoLER,
      residuo: waste.residuo,
      productor,
      transportista: truck.transportista,
      gestor,
      cantidad: s.cantidad,
      unidad: use.unidad,
      matricula: truck.matricula,
      filePath,
    });
    return numeroDI;
  }

  private async addAlbaran(s: ExecutedService): Promise<string | null> {
    const { direction, use, truck, numeroFactura } = s;
    if (!this.wanted('albaranes', s.day, this.albaranes.count)) return null;
    const year = String(yearOf(s.day));
    const numeroAlbaran = this.numbering.next('ALB', yearOf(s.day), 6);
    const residuo = use.waste ? `${use.waste.residuo} (LER ${use.waste.codigoLER})` : 'Sin residuo';
    const filePath = this.withPdf('albaranes', s.day)
      ? await this.writePdf(direction, {
          path: `DOCUMENTACIONCOMERCIAL/Albaranes/${year}/${numeroAlbaran}.pdf`,
          content: documentPdf(`Albarán ${numeroAlbaran}`, [
            `Fecha: ${spanishDate(s.day)}    Servicio: ${s.referencia} (${use.service.tipoFactura1})`,
            `Cliente: ${direction.nif.razonSocial} - ${direction.center.nombre}`,
            `Dirección de servicio: ${direction.nombre}, ${direction.direccion}, ${direction.codigoPostal} ${direction.place.localidad}`,
            `${residuo}: ${formatQuantity(s.cantidad, use.unidad)}`,
            `Vehículo: ${truck.matricula}${numeroFactura ? `    Factura: ${numeroFactura}` : ''}`,
          ]),
          tags: ['albaran', numeroAlbaran, s.referencia, year, ...(numeroFactura ? [numeroFactura] : [])],
          category: 'ALBARAN',
          lastModified: madridInstant(s.day, 19 * 60),
        })
      : null;
    this.albaranes.push({
      idAlbaran: this.albaranes.count + 1,
      numeroAlbaran,
      ...serviceOf(s),
      residuo: use.waste?.residuo ?? null,
      codigoLER: use.waste?.codigoLER ?? null,
      cantidad: s.cantidad,
      unidad: use.unidad,
      matricula: truck.matricula,
      numeroFactura,
      filePath,
    });
    return numeroAlbaran;
  }

  /** The load is weighed when the truck reaches the plant (regenera: at the end of its route). */
  private async addWeightTicket(s: ExecutedService, numeroDI: string | null, numeroAlbaran: string | null) {
    const { direction, use, truck, trace, route } = s;
    const netKg = trace
      ? trace.fechaEntradaPlanta === null
        ? null
        : trace.kilos
      : netKilos(use, s.cantidad);
    if (netKg === null || !this.wanted('weightTickets', s.day, this.weightTickets.count)) return;
    const day = trace?.fechaEntradaPlanta ?? s.day;
    const minute =
      day !== s.day
        ? this.random.int(7 * 60 + 30, 10 * 60)
        : route
          ? route.backAtPlant + this.random.int(2, 10)
          : Math.min(21 * 60, s.pickupMinute + this.random.int(60, 180));
    const codigoTicket = this.numbering.next('TP', yearOf(day), 6);
    const planta = trace ? trace.destino : plants[direction.place.plant].nombre;
    const bruto = round(truck.tara + netKg, 1);
    const filePath = this.withPdf('weightTickets', day)
      ? await this.writePdf(direction, {
          path: `DOCUMENTACIONLEGAL/TicketsPeso/${yearOf(day)}/${codigoTicket}.pdf`,
          content: documentPdf(`Ticket de peso ${codigoTicket}`, [
            `Planta: ${planta}    Fecha: ${spanishDate(day)}`,
            `Vehículo: ${truck.matricula} (${truck.transportista})    Servicio: ${s.referencia}`,
            `Peso bruto: ${formatQuantity(bruto, 'kg')}    Tara: ${formatQuantity(truck.tara, 'kg')}    Peso neto: ${formatQuantity(netKg, 'kg')}`,
            `Residuo: ${use.waste?.residuo ?? '-'} (LER ${use.waste?.codigoLER ?? '-'})`,
          ]),
          tags: ['ticket de peso', codigoTicket, s.referencia, String(yearOf(day))],
          category: 'TICKETDEPESO',
          lastModified: madridInstant(day, minute + 30),
        })
      : null;
    this.weightTickets.push({
      codigoTicket,
      fechaEntrada: madridInstant(day, minute),
      fechaSalida: madridInstant(day, minute + this.random.int(6, 20)),
      clientId: direction.client.clientId,
      centerId: direction.center.centerId,
      iddireccionservicio: direction.iddireccionservicio,
      matricula: truck.matricula,
      conductor: truck.conductor,
      pesoBruto: bruto,
      tara: truck.tara,
      pesoNeto: netKg,
      residuo: use.waste?.residuo ?? null,
      codigoLER: use.waste?.codigoLER ?? null,
      transportista: truck.transportista,
      planta,
      referencia: s.referencia,
      numeroDI,
      numeroAlbaran,
      observaciones: this.random.chance(0.03) ? this.random.pick(weighingNotes) : null,
      filePath,
    });
  }

  /** Inserts the batches that are full; `all` inserts every pending row (at the end). */
  async flush(which: 'full' | 'all'): Promise<void> {
    for (const writer of [this.albaranes, this.weightTickets, this.dis]) {
      if (which === 'all' || writer.full) await writer.flush();
    }
  }
}

/** Kilograms on the plant's scale, or null for loads counted in units (not weighed). */
function netKilos(use: DirectionWaste, cantidad: number): number | null {
  switch (use.unidad) {
    case 'kg':
      return cantidad;
    case 't':
      return Math.round(cantidad * 1000);
    case 'l':
      return Math.round(cantidad * 0.9);
    case 'm3':
      return Math.round(cantidad * 1050);
    default:
      return null;
  }
}

/** Weighted share of the services whose waste matches, from the directions' waste profiles. */
function share(
  structure: Structure,
  matches: (use: DirectionWaste, direction: SeededDirection) => boolean,
): number {
  let total = 0;
  let matching = 0;
  for (const direction of structure.directions) {
    const all = direction.wastes.reduce((sum, w) => sum + w.weight, 0);
    const some = direction.wastes.filter((w) => matches(w, direction)).reduce((sum, w) => sum + w.weight, 0);
    total += direction.weight;
    matching += (direction.weight * some) / all;
  }
  return total === 0 ? 0 : matching / total;
}
