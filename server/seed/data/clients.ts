/**
 * The seeded clients: their companies (CIFs), center trees, service-direction names and the wastes
 * they produce. Ids follow this order (clientId 1 is the first entry), so keep it stable: tests and
 * the demo accounts' permissions refer to these clients.
 */
import type { PlaceKey } from './places';
import type { ServiceTypeName, Unidad, WasteKey } from './wastes';

export interface CenterSpec {
  nombre: string;
  place: PlaceKey;
  /** Short name for the service directions of a leaf ('Cocina principal - Marbella'). */
  short?: string;
  /** Index in the client's `nifs` of the company that owns this subtree (inherited; default 0). */
  nif?: number;
  /** Regenera: the truck (matricula) that serves the directions of this subtree (inherited). */
  truck?: string;
  children?: readonly CenterSpec[];
}

interface WasteUse {
  /** null for services without waste (container rental). */
  waste: WasteKey | null;
  service: ServiceTypeName;
  weight: number;
  /** Overrides of the catalogue for this client. */
  precio?: number;
  cantidad?: readonly [number, number];
  unidad?: Unidad;
}

export interface ClientSpec {
  client: string;
  regenera: boolean;
  digitalized: boolean;
  /** E-mail domain of the client's staff. */
  domain: string;
  createdAt: string;
  /** Share of all services. */
  volume: number;
  /** Relative volume per month, January first. */
  seasonality: readonly number[];
  /** The first one is the principal CIF. `province` is the two-digit prefix of the CIF. */
  nifs: readonly { razonSocial: string; letter: 'A' | 'B'; province: string }[];
  /** Names for service directions; unique names are used once each (regenera restaurants). */
  directionNames: readonly string[];
  uniqueDirectionNames?: boolean;
  root: CenterSpec;
  wastes: readonly WasteUse[];
}

const flat = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;

export const clientSpecs: readonly ClientSpec[] = [
  {
    client: 'Hoteles Costa Azul S.L.',
    regenera: false,
    digitalized: false,
    domain: 'hotelescostaazul.es',
    createdAt: '2023-09-12',
    volume: 0.16,
    seasonality: [0.6, 0.6, 0.8, 1, 1.1, 1.4, 1.7, 1.8, 1.3, 1, 0.7, 0.7],
    nifs: [
      { razonSocial: 'Hoteles Costa Azul S.L.', letter: 'B', province: '29' },
      { razonSocial: 'Costa Azul Baleares S.L.', letter: 'B', province: '07' },
    ],
    directionNames: [
      'Cocina principal',
      'Lavandería',
      'Zona de piscinas y jardines',
      'Muelle de carga',
      'Taller de mantenimiento',
    ],
    root: {
      nombre: 'Hoteles Costa Azul - Sede central',
      place: 'malaga',
      children: [
        {
          nombre: 'Costa del Sol',
          place: 'malaga',
          children: [
            { nombre: 'Hotel Costa Azul Málaga Centro', place: 'malaga', short: 'Málaga Centro' },
            { nombre: 'Hotel Costa Azul Marbella', place: 'marbella', short: 'Marbella' },
            { nombre: 'Hotel Costa Azul Torremolinos', place: 'torremolinos', short: 'Torremolinos' },
          ],
        },
        {
          nombre: 'Levante y Baleares',
          place: 'benidorm',
          children: [
            { nombre: 'Hotel Costa Azul Benidorm', place: 'benidorm', short: 'Benidorm' },
            { nombre: 'Hotel Costa Azul Palma', place: 'palma', short: 'Palma', nif: 1 },
          ],
        },
      ],
    },
    wastes: [
      { waste: 'mezclaMunicipal', service: 'Recogida de residuos no peligrosos', weight: 5 },
      { waste: 'carton', service: 'Recogida de residuos no peligrosos', weight: 4 },
      { waste: 'plastico', service: 'Recogida de residuos no peligrosos', weight: 3 },
      { waste: 'biodegradables', service: 'Recogida de residuos no peligrosos', weight: 4 },
      { waste: 'aceiteVegetal', service: 'Recogida de aceite usado', weight: 2 },
      { waste: 'fluorescentes', service: 'Recogida de residuos peligrosos', weight: 1 },
      { waste: 'pinturas', service: 'Recogida de residuos peligrosos', weight: 0.5 },
      { waste: 'envasesContaminados', service: 'Recogida de residuos peligrosos', weight: 0.7 },
      { waste: null, service: 'Alquiler de contenedor', weight: 1 },
    ],
  },
  {
    client: 'Industrias Cárnicas del Sur S.L.',
    regenera: false,
    digitalized: false,
    domain: 'carnicasdelsur.es',
    createdAt: '2023-09-26',
    volume: 0.14,
    seasonality: [1, 1, 1, 1, 1, 0.9, 0.8, 0.8, 1, 1.1, 1.2, 1.4],
    nifs: [
      { razonSocial: 'Industrias Cárnicas del Sur S.L.', letter: 'B', province: '41' },
      { razonSocial: 'Embutidos Sierra de Córdoba S.L.', letter: 'B', province: '14' },
    ],
    directionNames: [
      'Sala de despiece',
      'Depuradora',
      'Muelle de expediciones',
      'Taller de mantenimiento',
      'Cámaras frigoríficas',
    ],
    root: {
      nombre: 'Industrias Cárnicas del Sur - Dirección general',
      place: 'dosHermanas',
      children: [
        { nombre: 'Planta de Dos Hermanas', place: 'dosHermanas', short: 'Dos Hermanas' },
        { nombre: 'Planta de Córdoba', place: 'cordoba', short: 'Córdoba', nif: 1 },
        { nombre: 'Centro logístico de Jerez', place: 'jerez', short: 'Jerez' },
      ],
    },
    wastes: [
      { waste: 'tejidosAnimales', service: 'Tratamiento', weight: 6 },
      { waste: 'inadecuadosConsumo', service: 'Tratamiento', weight: 3 },
      { waste: 'carton', service: 'Recogida de residuos no peligrosos', weight: 2 },
      { waste: 'plastico', service: 'Recogida de residuos no peligrosos', weight: 2 },
      { waste: 'mezclaMunicipal', service: 'Recogida de residuos no peligrosos', weight: 2 },
      { waste: 'aceiteMineral', service: 'Recogida de residuos peligrosos', weight: 1 },
      { waste: 'envasesContaminados', service: 'Recogida de residuos peligrosos', weight: 1 },
      { waste: 'lodosSeparador', service: 'Limpieza de separador de hidrocarburos', weight: 0.5 },
      { waste: 'bateriasPlomo', service: 'Recogida de residuos peligrosos', weight: 0.3 },
    ],
  },
  {
    client: 'Talleres Mecánicos Norte S.A.',
    regenera: false,
    digitalized: false,
    domain: 'talleresnorte.es',
    createdAt: '2023-10-04',
    volume: 0.14,
    seasonality: flat,
    nifs: [
      { razonSocial: 'Talleres Mecánicos Norte S.A.', letter: 'A', province: '48' },
      { razonSocial: 'Talleres Norte Cantabria S.A.', letter: 'A', province: '39' },
      { razonSocial: 'Automoción Gasteiz S.L.', letter: 'B', province: '01' },
    ],
    directionNames: [
      'Foso de cambio de aceite',
      'Zona de chapa y pintura',
      'Almacén de recambios',
      'Punto limpio interior',
      'Lavadero',
    ],
    root: {
      nombre: 'Talleres Mecánicos Norte - Oficina central',
      place: 'bilbao',
      children: [
        {
          nombre: 'Bizkaia',
          place: 'bilbao',
          children: [
            { nombre: 'Taller Bilbao - Zorrotzaurre', place: 'bilbao', short: 'Bilbao' },
            { nombre: 'Taller Barakaldo', place: 'barakaldo', short: 'Barakaldo' },
          ],
        },
        {
          nombre: 'Álava y Gipuzkoa',
          place: 'vitoria',
          nif: 2,
          children: [
            { nombre: 'Taller Vitoria-Gasteiz', place: 'vitoria', short: 'Vitoria' },
            { nombre: 'Taller Donostia', place: 'donostia', short: 'Donostia' },
          ],
        },
        { nombre: 'Taller Santander', place: 'santander', short: 'Santander', nif: 1 },
      ],
    },
    wastes: [
      { waste: 'aceiteMineral', service: 'Recogida de residuos peligrosos', weight: 6 },
      { waste: 'filtrosAceite', service: 'Recogida de residuos peligrosos', weight: 3 },
      { waste: 'bateriasPlomo', service: 'Recogida de residuos peligrosos', weight: 2 },
      { waste: 'absorbentes', service: 'Recogida de residuos peligrosos', weight: 3 },
      { waste: 'pinturas', service: 'Recogida de residuos peligrosos', weight: 1.5 },
      { waste: 'envasesContaminados', service: 'Recogida de residuos peligrosos', weight: 2 },
      { waste: 'anticongelante', service: 'Recogida de residuos peligrosos', weight: 1 },
      { waste: 'neumaticos', service: 'Recogida de residuos no peligrosos', weight: 2 },
      { waste: 'lodosSeparador', service: 'Limpieza de separador de hidrocarburos', weight: 0.7 },
      { waste: 'carton', service: 'Recogida de residuos no peligrosos', weight: 1 },
      { waste: 'mezclaMunicipal', service: 'Recogida de residuos no peligrosos', weight: 1 },
    ],
  },
  {
    client: 'Restaurantes del Sur S.L.',
    regenera: true,
    digitalized: false,
    domain: 'restaurantesdelsur.es',
    createdAt: '2023-10-18',
    volume: 0.16,
    seasonality: [0.9, 0.9, 1, 1.1, 1.1, 1.1, 1.2, 1.2, 1, 1, 0.9, 1.1],
    nifs: [
      { razonSocial: 'Restaurantes del Sur S.L.', letter: 'B', province: '41' },
      { razonSocial: 'Restauración Bahía de Cádiz S.L.', letter: 'B', province: '11' },
    ],
    uniqueDirectionNames: true,
    directionNames: [
      'Restaurante Triana',
      'Freiduría Puerta de la Carne',
      'Taberna La Alameda',
      'Asador Los Remedios',
      'Bar Casa Manolo',
      'Cervecería La Giralda',
      'Tapería El Arenal',
      'Casa de Comidas San Bernardo',
      'Bodega Santa Cruz',
      'Taberna Macarena',
      'Abacería San Lorenzo',
      'Freiduría Las Flores',
      'Restaurante La Caleta',
      'Mesón del Puerto',
      'Marisquería Las Dunas',
      'Chiringuito La Victoria',
      'Restaurante La Bahía',
      'Mesón Jerezano',
      'Tabanco San Dionisio',
      'Venta El Rocío',
      'Restaurante La Ría',
      'Freiduría El Muelle',
      'Asador Punta Umbría',
      'Bar Plaza de las Monjas',
    ],
    root: {
      nombre: 'Restaurantes del Sur - Sede central',
      place: 'sevilla',
      children: [
        {
          nombre: 'Zona Sevilla',
          place: 'sevilla',
          truck: '4821 KDF',
          children: [
            { nombre: 'Sevilla Centro', place: 'sevilla' },
            { nombre: 'Sevilla Triana', place: 'sevilla' },
            { nombre: 'Dos Hermanas', place: 'dosHermanas' },
          ],
        },
        {
          nombre: 'Zona Costa',
          place: 'cadiz',
          truck: '7390 LBC',
          nif: 1,
          children: [
            { nombre: 'Cádiz', place: 'cadiz' },
            { nombre: 'Jerez de la Frontera', place: 'jerez' },
            { nombre: 'Huelva', place: 'huelva', nif: 0 },
          ],
        },
      ],
    },
    wastes: [{ waste: 'aceiteVegetal', service: 'Recogida de aceite usado', weight: 1 }],
  },
  {
    client: 'Grupo Hostelero Levante S.L.',
    regenera: true,
    digitalized: false,
    domain: 'grupolevante.es',
    createdAt: '2023-11-08',
    volume: 0.1,
    seasonality: [0.8, 0.8, 1.1, 1, 1, 1.2, 1.4, 1.5, 1.1, 0.9, 0.8, 1],
    nifs: [{ razonSocial: 'Grupo Hostelero Levante S.L.', letter: 'B', province: '46' }],
    uniqueDirectionNames: true,
    directionNames: [
      'Arrocería La Albufera',
      'Restaurante El Cabanyal',
      'Casa Ruzafa',
      'Bar El Grau',
      'Freiduría Malvarrosa',
      'Taberna del Carmen',
      'Restaurante Postiguet',
      'Freiduría Playa de San Juan',
      'Mesón Santa Cruz',
      'Arrocería Benacantil',
      'Mesón La Plana',
      'Restaurante El Grau de Castelló',
      'Taberna Puerta del Sol',
      'Bar Ribalta',
      'Restaurante Patacona',
      'Casa de Comidas Russafa',
    ],
    root: {
      nombre: 'Grupo Hostelero Levante - Sede',
      place: 'valencia',
      truck: '2954 LGH',
      children: [
        { nombre: 'Valencia Ciutat Vella', place: 'valencia' },
        { nombre: 'Valencia Marítimo', place: 'valencia' },
        { nombre: 'Alicante', place: 'alicante', truck: '6617 KZT' },
        { nombre: 'Castellón', place: 'castellon', truck: '6617 KZT' },
      ],
    },
    wastes: [{ waste: 'aceiteVegetal', service: 'Recogida de aceite usado', weight: 1 }],
  },
  {
    client: 'Construcciones Meseta S.A.',
    regenera: false,
    digitalized: true,
    domain: 'construccionesmeseta.es',
    createdAt: '2023-11-22',
    volume: 0.1,
    seasonality: [0.9, 1, 1, 1, 1.1, 1.1, 1, 0.6, 1, 1.1, 1, 0.8],
    nifs: [
      { razonSocial: 'Construcciones Meseta S.A.', letter: 'A', province: '28' },
      { razonSocial: 'Meseta Obras Castilla-La Mancha S.L.', letter: 'B', province: '45' },
    ],
    directionNames: ['Acceso principal de obra', 'Zona de acopio', 'Punto limpio de obra'],
    root: {
      nombre: 'Construcciones Meseta - Sede',
      place: 'madrid',
      children: [
        {
          nombre: 'Obras Madrid',
          place: 'madrid',
          children: [
            { nombre: 'Obra Residencial Valdebebas', place: 'madrid', short: 'Valdebebas' },
            { nombre: 'Obra Polígono Los Olivos (Getafe)', place: 'getafe', short: 'Getafe' },
          ],
        },
        {
          nombre: 'Obras Castilla-La Mancha',
          place: 'toledo',
          nif: 1,
          children: [
            { nombre: 'Obra Hospital de Toledo', place: 'toledo', short: 'Toledo' },
            { nombre: 'Obra Nave logística Guadalajara', place: 'guadalajara', short: 'Guadalajara' },
          ],
        },
      ],
    },
    wastes: [
      { waste: 'rcdMezclados', service: 'Gestión de RCD', weight: 6 },
      { waste: 'hormigon', service: 'Gestión de RCD', weight: 4 },
      { waste: 'hierroAcero', service: 'Recogida de residuos no peligrosos', weight: 1.5 },
      { waste: null, service: 'Alquiler de contenedor', weight: 3 },
      { waste: 'amianto', service: 'Recogida de residuos peligrosos', weight: 0.5 },
      { waste: 'pinturas', service: 'Recogida de residuos peligrosos', weight: 0.5 },
      { waste: 'carton', service: 'Recogida de residuos no peligrosos', weight: 1 },
      { waste: 'rcdMezclados', service: 'Transporte', weight: 1 },
    ],
  },
  {
    client: 'Clínicas Dentales Sonrisa S.L.',
    regenera: false,
    digitalized: true,
    domain: 'clinicassonrisa.es',
    createdAt: '2024-01-10',
    volume: 0.06,
    seasonality: [1, 1, 1, 1, 1, 1, 0.9, 0.5, 1, 1, 1, 0.9],
    nifs: [{ razonSocial: 'Clínicas Dentales Sonrisa S.L.', letter: 'B', province: '08' }],
    directionNames: ['Gabinetes', 'Sala de esterilización', 'Archivo'],
    root: {
      nombre: 'Clínicas Sonrisa - Dirección',
      place: 'barcelona',
      children: [
        { nombre: 'Clínica Barcelona Eixample', place: 'barcelona', short: 'Eixample' },
        { nombre: 'Clínica Barcelona Gràcia', place: 'barcelona', short: 'Gràcia' },
        { nombre: 'Clínica Girona', place: 'girona', short: 'Girona' },
        { nombre: 'Clínica Tarragona', place: 'tarragona', short: 'Tarragona' },
      ],
    },
    wastes: [
      { waste: 'sanitarios', service: 'Recogida de residuos sanitarios', weight: 6 },
      { waste: 'amalgamas', service: 'Recogida de residuos sanitarios', weight: 1.5 },
      { waste: 'papelConfidencial', service: 'Destrucción confidencial', weight: 2 },
      { waste: 'plastico', service: 'Recogida de residuos no peligrosos', weight: 1 },
    ],
  },
  {
    client: 'Supermercados Ebro S.L.',
    regenera: false,
    digitalized: true,
    domain: 'supermercadosebro.es',
    createdAt: '2023-12-13',
    volume: 0.14,
    seasonality: [1, 0.9, 1, 1, 1, 1, 1, 0.9, 1, 1, 1.1, 1.3],
    nifs: [
      { razonSocial: 'Supermercados Ebro S.L.', letter: 'B', province: '50' },
      { razonSocial: 'Distribuciones Ebro Rioja S.L.', letter: 'B', province: '26' },
    ],
    directionNames: ['Muelle de descarga', 'Obrador', 'Zona de compactadora', 'Sala de máquinas'],
    root: {
      nombre: 'Supermercados Ebro - Central',
      place: 'zaragoza',
      children: [
        {
          nombre: 'Tiendas Zaragoza',
          place: 'zaragoza',
          children: [
            { nombre: 'Supermercado Delicias', place: 'zaragoza', short: 'Delicias' },
            { nombre: 'Supermercado Actur', place: 'zaragoza', short: 'Actur' },
          ],
        },
        {
          nombre: 'Tiendas Huesca y La Rioja',
          place: 'huesca',
          children: [
            { nombre: 'Supermercado Huesca', place: 'huesca', short: 'Huesca' },
            { nombre: 'Supermercado Logroño', place: 'logrono', short: 'Logroño', nif: 1 },
          ],
        },
        { nombre: 'Plataforma logística PLAZA', place: 'zaragoza', short: 'PLAZA' },
      ],
    },
    wastes: [
      { waste: 'carton', service: 'Recogida de residuos no peligrosos', weight: 6 },
      { waste: 'plastico', service: 'Recogida de residuos no peligrosos', weight: 4 },
      { waste: 'biodegradables', service: 'Recogida de residuos no peligrosos', weight: 4 },
      { waste: 'mezclaMunicipal', service: 'Recogida de residuos no peligrosos', weight: 3 },
      { waste: 'aceiteVegetal', service: 'Recogida de aceite usado', weight: 1 },
      { waste: 'fluorescentes', service: 'Recogida de residuos peligrosos', weight: 0.5 },
      { waste: 'papelConfidencial', service: 'Destrucción confidencial', weight: 0.5 },
      { waste: null, service: 'Alquiler de contenedor', weight: 1 },
    ],
  },
];

/** The company that runs the portal (gestores, DIs' carrier). */
export const company = {
  nombre: 'Gestión Ambiental S.A.',
  domain: 'gestionambiental.es',
};

/** Staff assigned as account managers (gestores) of the clients' centers. */
export const staff = [
  { nombre: 'Marta Ruiz Olabarria', telefono: '+34 944 000 111' },
  { nombre: 'Alberto Gómez Serrano', telefono: '+34 954 000 212' },
  { nombre: 'Carmen Vidal Puig', telefono: '+34 934 000 313' },
  { nombre: 'Luis Fernández Ortega', telefono: '+34 915 000 414' },
  { nombre: 'Eva Martínez Soler', telefono: '+34 963 000 515' },
  { nombre: 'Pedro Sanz Lasheras', telefono: '+34 976 000 616' },
  { nombre: 'Rosa Delgado Márquez', telefono: '+34 952 000 717' },
  { nombre: 'Gonzalo Iglesias Ramos', telefono: '+34 954 000 818' },
  { nombre: 'Ainhoa Zubiri Aguirre', telefono: '+34 945 000 919' },
  { nombre: 'Teresa Campos Molina', telefono: '+34 915 001 020' },
];
