/**
 * Each client's standing documents in the file explorer: authorisations, contracts and price
 * lists, legal reports, certifications, the used-oil guides (CONOCEACEITE), the client's own
 * uploads and custom reports. Invoices, delivery notes, DIs and weight tickets are written with
 * their records (documents.ts, services.ts).
 */

import { isClient } from '../generated/roles';
import type { SeedContext } from './context';
import { company } from './data/clients';
import { isHazardous } from './data/wastes';
import { madridInstant, monthOf, yearOf } from './dates';
import { documentPdf } from './documentPdfs';
import type { DocumentKind } from './storage';
import type { SeededClient, Structure } from './structure';
import type { SeededUser } from './users';

interface StandingDocument {
  /** Path inside the client's folder; the first segment is its group. */
  path: string;
  title: string;
  lines: string[];
  tags: string[];
  category: string;
  kind: DocumentKind;
  daysAgo: number;
  text?: boolean;
  uploaded?: boolean;
  centerId?: number;
}

function documentsFor(client: SeededClient, today: number): StandingDocument[] {
  const y = yearOf(today);
  const cif = `${client.nifs[0]?.razonSocial} (CIF ${client.nifs[0]?.nif})`;
  const produces = (test: (code: string | null, service: string) => boolean) =>
    client.directions.some((d) =>
      d.wastes.some((w) => test(w.waste?.codigoLER ?? null, w.service.tipoFactura1)),
    );
  const hazardous = produces((code) => isHazardous(code));
  const oil = produces((code) => code === '200125');
  const destruction = produces((_, service) => service === 'Destrucción confidencial');
  const docs: StandingDocument[] = [];
  /** A standing document of `kind`, its fields in the order the calls below give them. */
  const documentOf =
    (kind: DocumentKind) =>
    (path: string, title: string, tags: string[], category: string, daysAgo: number, lines: string[]) =>
      docs.push({ path, title, tags, category, kind, daysAgo, lines });
  const admin = documentOf('ADMINISTRATIVO');
  const other = documentOf('OTROS');

  admin(
    'AUTORIZACIONES/Autorizacion_de_gestor_de_residuos.pdf',
    'Autorización de gestor de residuos',
    ['autorizacion', 'gestor', String(y - 2)],
    'AUTORIZACIONES',
    650,
    [
      `Titular: ${company.nombre}`,
      'Operaciones autorizadas: R12, R13, D15',
      'Vigencia: 8 años desde su concesión',
    ],
  );
  admin(
    'AUTORIZACIONES/Autorizacion_de_transportista_de_residuos.pdf',
    'Inscripción como transportista de residuos',
    ['autorizacion', 'transportista', String(y - 1)],
    'AUTORIZACIONES',
    420,
    [
      `Titular: ${company.nombre}`,
      'Transporte de residuos peligrosos y no peligrosos en todo el territorio nacional',
    ],
  );
  if (hazardous) {
    admin(
      'AUTORIZACIONES/Inscripcion_como_productor_de_residuos_peligrosos.pdf',
      'Inscripción como productor de residuos peligrosos',
      ['autorizacion', 'productor'],
      'AUTORIZACIONES',
      700,
      [`Productor: ${cif}`, 'Registro de producción y gestión de residuos de la comunidad autónoma'],
    );
  }
  for (const year of [y - 1, y]) {
    admin(
      `AUTORIZACIONES/Contratos de tratamiento/Contrato_de_tratamiento_${year}.pdf`,
      `Contrato de tratamiento de residuos ${year}`,
      ['contrato', 'tratamiento', String(year)],
      'AUTORIZACIONES',
      Math.max(1, today - Math.round(Date.UTC(year, 0, 8) / 86_400_000)),
      [
        `Operador del traslado: ${cif}`,
        `Gestor: ${company.nombre}`,
        'Según el Real Decreto 553/2020 de traslado de residuos',
      ],
    );
  }
  admin(
    `DOCUMENTACIONCOMERCIAL/Contrato_marco_de_servicios_${y - 2}-${y}.pdf`,
    `Contrato marco de servicios ${y - 2}-${y}`,
    ['contrato', String(y - 2)],
    'FILE',
    690,
    [
      `Cliente: ${cif}`,
      `Prestador: ${company.nombre}`,
      'Recogida, transporte y tratamiento de residuos en sus centros',
    ],
  );
  for (const year of [y - 1, y]) {
    admin(
      `DOCUMENTACIONCOMERCIAL/Tarifas/Tarifas_${year}.pdf`,
      `Tarifas ${year}`,
      ['tarifas', String(year)],
      'FILE',
      Math.max(1, today - Math.round(Date.UTC(year, 0, 2) / 86_400_000)),
      [`Cliente: ${client.client}`, 'Precios por servicio y por unidad de residuo, IVA no incluido'],
    );
  }
  for (const year of [y - 2, y - 1]) {
    admin(
      `DOCUMENTACIONLEGAL/Memorias anuales/Memoria_anual_de_residuos_${year}.pdf`,
      `Memoria anual de residuos ${year}`,
      ['memoria', String(year)],
      'FILE',
      Math.max(1, today - Math.round(Date.UTC(year + 1, 1, 20) / 86_400_000)),
      [`Productor: ${cif}`, `Residuos gestionados en ${year} por código LER y destino`],
    );
  }
  admin(
    `DOCUMENTACIONLEGAL/Archivo_cronologico_${y - 1}.pdf`,
    `Archivo cronológico ${y - 1}`,
    ['archivo cronologico', String(y - 1)],
    'FILE',
    Math.max(1, today - Math.round(Date.UTC(y, 0, 15) / 86_400_000)),
    [`Productor: ${cif}`, 'Registro de todos los traslados de residuos del año'],
  );
  if (hazardous) {
    admin(
      `DOCUMENTACIONLEGAL/Estudio_de_minimizacion_de_residuos_peligrosos_${y - 2}-${y + 1}.pdf`,
      'Estudio de minimización de residuos peligrosos',
      ['minimizacion', String(y - 2)],
      'FILE',
      600,
      [`Productor: ${cif}`, `Periodo ${y - 2}-${y + 1}: objetivos de reducción por tipo de residuo`],
    );
  }
  other(
    'CERTIFICACIONES/Certificado_ISO_14001_2015.pdf',
    'Certificado ISO 14001:2015',
    ['certificado', 'iso 14001'],
    'CERTIFICACIONES',
    300,
    [`${company.nombre}: sistema de gestión ambiental certificado`],
  );
  other(
    'CERTIFICACIONES/Certificado_ISO_9001_2015.pdf',
    'Certificado ISO 9001:2015',
    ['certificado', 'iso 9001'],
    'CERTIFICACIONES',
    310,
    [`${company.nombre}: sistema de gestión de la calidad certificado`],
  );
  if (destruction) {
    // One certificate per month for the last three months, issued on the month's last day.
    for (let back = 1; back <= 3; back++) {
      const issued = Math.round(Date.UTC(y, monthOf(today) - back + 1, 0) / 86_400_000);
      const label = `${yearOf(issued)}-${String(monthOf(issued) + 1).padStart(2, '0')}`;
      admin(
        `CERTIFICACIONES/Certificados de destruccion/Certificado_de_destruccion_${label}.pdf`,
        `Certificado de destrucción confidencial ${label}`,
        ['certificado', 'destruccion', String(yearOf(issued))],
        'CERTIFICACIONES',
        today - issued,
        [`Cliente: ${cif}`, 'Destrucción de documentación conforme a la norma DIN 66399, nivel P-4'],
      );
    }
  }
  if (client.regenera) {
    admin(
      `CERTIFICACIONES/Certificado_anual_de_regeneracion_${y - 1}.pdf`,
      `Certificado anual de regeneración ${y - 1}`,
      ['certificado', 'regeneracion', String(y - 1)],
      'CERTIFICACIONES',
      Math.max(1, today - Math.round(Date.UTC(y, 0, 20) / 86_400_000)),
      [`Productor: ${cif}`, `Aceite vegetal usado (LER 200125) recogido y regenerado en ${y - 1}`],
    );
  }
  if (oil) {
    other(
      'CONOCEACEITE/Guia_de_buenas_practicas_del_aceite_usado.pdf',
      'Guía de buenas prácticas del aceite usado',
      ['aceite', 'guia'],
      'CONOCEACEITE',
      500,
      [
        'Deje enfriar el aceite antes de verterlo en el bidón.',
        'No mezcle el aceite con agua, detergentes ni otros residuos.',
        'Mantenga los bidones cerrados y a la sombra.',
      ],
    );
    other(
      'CONOCEACEITE/Del_aceite_usado_al_biodiesel.pdf',
      'Del aceite usado al biodiésel',
      ['aceite', 'biodiesel'],
      'CONOCEACEITE',
      480,
      [
        'Cada litro de aceite usado bien gestionado evita contaminar hasta 1.000 litros de agua.',
        'El aceite recogido se filtra, se depura y se transforma en biodiésel.',
      ],
    );
    docs.push({
      path: 'CONOCEACEITE/Preguntas_frecuentes.txt',
      title: 'Preguntas frecuentes sobre el aceite usado',
      lines: [
        '¿Cada cuánto se recogen los bidones? Según su producción, entre una vez por semana y una vez al mes.',
        '¿Qué aceites se recogen? Aceites y grasas de cocina (LER 200125); no aceites de motor.',
        '¿Cómo solicito una recogida extra? Desde Acciones > Solicitud de servicio.',
      ],
      tags: ['aceite', 'preguntas'],
      category: 'CONOCEACEITE',
      kind: 'OTROS',
      daysAgo: 470,
      text: true,
    });
  }
  docs.push(
    {
      path: `MISDOCUMENTOS/Plan_de_gestion_de_residuos_${y}.pdf`,
      title: `Plan de gestión de residuos ${y}`,
      lines: [`${client.client}: objetivos de separación y reducción de residuos para ${y}`],
      tags: ['plan', String(y)],
      category: 'MISDOCUMENTOS',
      kind: 'OTROS',
      daysAgo: Math.max(1, today - Math.round(Date.UTC(y, 1, 3) / 86_400_000)),
      uploaded: true,
    },
    {
      path: 'MISDOCUMENTOS/Notas/Instrucciones_para_el_personal.txt',
      title: 'Instrucciones para el personal',
      lines: [
        'Separar cartón, plástico y resto en los contenedores señalizados.',
        'Los residuos peligrosos se depositan solo en el almacén habilitado.',
        'Ante cualquier derrame, avisar al responsable de medio ambiente.',
      ],
      tags: ['instrucciones'],
      category: 'MISDOCUMENTOS',
      kind: 'OTROS',
      daysAgo: 200,
      text: true,
      uploaded: true,
    },
    {
      path: `MISDOCUMENTOS/Inspecciones/Acta_de_inspeccion_${y - 1}.pdf`,
      title: `Acta de inspección ambiental ${y - 1}`,
      lines: [`Centro: ${client.centers[0]?.nombre}`, 'Resultado: favorable, sin requerimientos'],
      tags: ['inspeccion', String(y - 1)],
      category: 'MISDOCUMENTOS',
      kind: 'OTROS',
      daysAgo: 330,
      uploaded: true,
      centerId: client.centers[0]?.centerId,
    },
  );
  other(
    `INFORMESPERSONALIZADOS/Informe_anual_${y - 1}.pdf`,
    `Informe anual de gestión ambiental ${y - 1}`,
    ['informe', String(y - 1)],
    'FILE',
    Math.max(1, today - Math.round(Date.UTC(y, 0, 25) / 86_400_000)),
    [`Cliente: ${client.client}`, `Servicios, residuos y costes de ${y - 1} por centro`],
  );
  for (let quarter = 1; quarter <= 4; quarter++) {
    const published = Math.round(Date.UTC(y, quarter * 3, 10) / 86_400_000);
    if (published > today) break;
    other(
      `INFORMESPERSONALIZADOS/Trimestrales/Informe_trimestral_${y}-T${quarter}.pdf`,
      `Informe trimestral ${y} T${quarter}`,
      ['informe', 'trimestral', String(y)],
      'FILE',
      today - published,
      [`Cliente: ${client.client}`, `Evolución de servicios y residuos del ${quarter}.º trimestre de ${y}`],
    );
  }
  return docs;
}

export async function seedStandingFiles(
  ctx: SeedContext,
  structure: Structure,
  seeded: readonly SeededUser[],
): Promise<void> {
  for (const client of structure.clients) {
    const uploader =
      seeded.find(
        (u) =>
          isClient(u.role) &&
          u.registrado &&
          [...u.clientIds, ...u.digitalizedClientIds].includes(client.clientId),
      ) ?? seeded.find((u) => u.email === 'gestor@demo.es');
    for (const doc of documentsFor(client, ctx.today)) {
      const content = doc.text
        ? Buffer.from(`${doc.title}\n\n${doc.lines.join('\n')}\n`, 'utf8')
        : documentPdf(doc.title, doc.lines);
      await ctx.store.write({
        blobUri: `${client.clientId}/${doc.path}`,
        clientId: client.clientId,
        centerId: doc.centerId ?? null,
        content,
        contentType: doc.text ? 'text/plain' : 'application/pdf',
        tags: doc.tags,
        category: doc.category,
        kind: doc.kind,
        lastModified: madridInstant(ctx.today - doc.daysAgo, 10 * 60),
        uploadedBy: doc.uploaded ? (uploader?.email ?? null) : null,
      });
    }
  }
}
