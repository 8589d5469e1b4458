/**
 * The waste catalogue (European List of Waste codes; an asterisk marks hazardous waste, which
 * travels with a DI) and the service types the company invoices.
 */

export type Unidad = 'kg' | 't' | 'l' | 'm3' | 'ud';

const serviceTypeNames = [
  'Recogida de aceite usado',
  'Recogida de residuos peligrosos',
  'Recogida de residuos no peligrosos',
  'Recogida de residuos sanitarios',
  'Alquiler de contenedor',
  'Transporte',
  'Tratamiento',
  'Destrucción confidencial',
  'Limpieza de separador de hidrocarburos',
  'Gestión de RCD',
] as const;

export type ServiceTypeName = (typeof serviceTypeNames)[number];

export interface ServiceType {
  idTipoFactura: number;
  tipoFactura1: ServiceTypeName;
  descripcion: string;
  /** Collection and transport fee of one service, in euros. */
  tarifaServicio: number;
}

export const serviceTypes: readonly ServiceType[] = [
  {
    idTipoFactura: 110,
    tipoFactura1: 'Recogida de aceite usado',
    descripcion: 'Recogida de aceite vegetal usado en bidones para su regeneración',
    tarifaServicio: 18,
  },
  {
    idTipoFactura: 120,
    tipoFactura1: 'Recogida de residuos peligrosos',
    descripcion: 'Recogida en vehículo ADR de residuos peligrosos con su documento de identificación',
    tarifaServicio: 95,
  },
  {
    idTipoFactura: 130,
    tipoFactura1: 'Recogida de residuos no peligrosos',
    descripcion: 'Recogida periódica de residuos no peligrosos y envases',
    tarifaServicio: 45,
  },
  {
    idTipoFactura: 140,
    tipoFactura1: 'Recogida de residuos sanitarios',
    descripcion: 'Recogida de residuos biosanitarios y citotóxicos en contenedores homologados',
    tarifaServicio: 38,
  },
  {
    idTipoFactura: 210,
    tipoFactura1: 'Alquiler de contenedor',
    descripcion: 'Alquiler mensual de contenedores y compactadores',
    tarifaServicio: 0,
  },
  {
    idTipoFactura: 310,
    tipoFactura1: 'Transporte',
    descripcion: 'Transporte de residuos hasta planta de tratamiento autorizada',
    tarifaServicio: 120,
  },
  {
    idTipoFactura: 410,
    tipoFactura1: 'Tratamiento',
    descripcion: 'Tratamiento y valorización en planta autorizada',
    tarifaServicio: 60,
  },
  {
    idTipoFactura: 510,
    tipoFactura1: 'Destrucción confidencial',
    descripcion: 'Destrucción certificada de documentación confidencial (norma DIN 66399)',
    tarifaServicio: 35,
  },
  {
    idTipoFactura: 610,
    tipoFactura1: 'Limpieza de separador de hidrocarburos',
    descripcion: 'Vaciado y limpieza de separadores de hidrocarburos con camión cisterna de aspiración',
    tarifaServicio: 140,
  },
  {
    idTipoFactura: 710,
    tipoFactura1: 'Gestión de RCD',
    descripcion: 'Retirada y gestión de residuos de construcción y demolición',
    tarifaServicio: 65,
  },
];

export interface Waste {
  codigoLER: string;
  residuo: string;
  unidad: Unidad;
  /** Usual quantity of one service, in `unidad`. */
  cantidad: readonly [number, number];
  /** Treatment price per unit, in euros (negative: the company buys it). */
  precio: number;
}

function waste(
  codigoLER: string,
  residuo: string,
  unidad: Unidad,
  cantidad: [number, number],
  precio: number,
) {
  return { codigoLER, residuo, unidad, cantidad, precio } satisfies Waste;
}

export const wastes = {
  aceiteVegetal: waste('200125', 'Aceite vegetal usado', 'l', [40, 400], 0),
  aceiteMineral: waste(
    '130205*',
    'Aceites minerales no clorados de motor, de transmisión y lubricantes',
    'l',
    [100, 900],
    0.12,
  ),
  lodosSeparador: waste('130502*', 'Lodos de separadores de agua/sustancias aceitosas', 'm3', [2, 8], 95),
  filtrosAceite: waste('160107*', 'Filtros de aceite', 'kg', [20, 250], 0.85),
  bateriasPlomo: waste('160601*', 'Baterías de plomo', 'kg', [50, 600], 0.05),
  anticongelante: waste(
    '160114*',
    'Anticongelantes que contienen sustancias peligrosas',
    'l',
    [50, 400],
    0.45,
  ),
  neumaticos: waste('160103', 'Neumáticos fuera de uso', 'ud', [10, 80], 1.8),
  absorbentes: waste(
    '150202*',
    'Absorbentes, trapos de limpieza y ropas protectoras contaminados',
    'kg',
    [20, 200],
    1.1,
  ),
  pinturas: waste(
    '080111*',
    'Residuos de pintura y barniz que contienen disolventes orgánicos',
    'kg',
    [20, 300],
    1.35,
  ),
  envasesContaminados: waste(
    '150110*',
    'Envases que contienen restos de sustancias peligrosas',
    'kg',
    [10, 150],
    1.2,
  ),
  fluorescentes: waste(
    '200121*',
    'Tubos fluorescentes y otros residuos que contienen mercurio',
    'ud',
    [10, 150],
    0.6,
  ),
  carton: waste('150101', 'Envases de papel y cartón', 'kg', [100, 2500], 0.04),
  plastico: waste('150102', 'Envases de plástico', 'kg', [50, 1200], 0.09),
  papelConfidencial: waste('200101', 'Papel y cartón (documentación confidencial)', 'kg', [50, 800], 0.18),
  biodegradables: waste(
    '200108',
    'Residuos biodegradables de cocinas y restaurantes',
    'kg',
    [200, 3000],
    0.075,
  ),
  mezclaMunicipal: waste('200301', 'Mezcla de residuos municipales', 't', [0.4, 6], 95),
  tejidosAnimales: waste('020202', 'Residuos de tejidos animales (SANDACH)', 'kg', [500, 6000], 0.16),
  inadecuadosConsumo: waste(
    '020203',
    'Materiales inadecuados para el consumo o la elaboración',
    'kg',
    [200, 2500],
    0.12,
  ),
  rcdMezclados: waste('170904', 'Residuos mezclados de construcción y demolición', 't', [2, 12], 18),
  hormigon: waste(
    '170107',
    'Mezclas de hormigón, ladrillos, tejas y materiales cerámicos',
    't',
    [3, 14],
    8.5,
  ),
  hierroAcero: waste('170405', 'Hierro y acero', 't', [0.5, 6], 5),
  amianto: waste('170605*', 'Materiales de construcción que contienen amianto', 'kg', [200, 3000], 0.65),
  sanitarios: waste('180103*', 'Residuos sanitarios infecciosos (grupo III)', 'kg', [5, 60], 2.4),
  amalgamas: waste('180110*', 'Residuos de amalgamas procedentes de cuidados dentales', 'kg', [0.5, 5], 18),
} as const;

export type WasteKey = keyof typeof wastes;

export function isHazardous(codigoLER: string | null): boolean {
  return codigoLER?.endsWith('*') ?? false;
}

/** Containers rented by the month (service 'Alquiler de contenedor'): no waste, one line per container. */
export const containers = [
  { concepto: 'Alquiler de contenedor de 7 m³', precio: 65 },
  { concepto: 'Alquiler de contenedor de 12 m³', precio: 85 },
  { concepto: 'Alquiler de contenedor de 30 m³ (ampliroll)', precio: 130 },
  { concepto: 'Alquiler de compactador estático de 20 m³', precio: 210 },
] as const;

/** Extra invoice lines that some services carry. */
export const extraLines = [
  { concepto: 'Suministro de contenedor homologado', precio: 12.5 },
  { concepto: 'Recargo por recogida urgente', precio: 45 },
  { concepto: 'Canon de tratamiento', precio: 22 },
  { concepto: 'Tiempo de espera en las instalaciones del cliente', precio: 30 },
] as const;
