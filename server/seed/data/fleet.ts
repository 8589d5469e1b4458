/**
 * The company's trucks. Regenera trucks leave from a regeneration plant and serve a zone of the
 * regenera clients; the others carry the remaining services by kind of load.
 */
import type { PlantKey } from './places';
import type { ServiceTypeName } from './wastes';

export interface Truck {
  matricula: string;
  descripcion: string;
  conductor: string;
  /** Empty weight in kg, for weight tickets. */
  tara: number;
  transportista: string;
  /** Regenera trucks: the plant they start and end their route at. */
  depot?: PlantKey;
  /** Other trucks: the services they carry (hazardous loads need an ADR vehicle). */
  services?: readonly ServiceTypeName[];
}

const ownFleet = 'Gestión Ambiental S.A.';

export const trucks: readonly Truck[] = [
  {
    matricula: '4821 KDF',
    descripcion: 'Cisterna 10.000 l (aceite usado)',
    conductor: 'Antonio Romero Vázquez',
    tara: 11500,
    transportista: ownFleet,
    depot: 'regeneraSur',
  },
  {
    matricula: '7390 LBC',
    descripcion: 'Furgón con plataforma elevadora para bidones',
    conductor: 'Manuel Jiménez Ortiz',
    tara: 3200,
    transportista: ownFleet,
    depot: 'regeneraSur',
  },
  {
    matricula: '2954 LGH',
    descripcion: 'Cisterna 8.000 l (aceite usado)',
    conductor: 'Vicent Ferrer Soler',
    tara: 10800,
    transportista: ownFleet,
    depot: 'regeneraLevante',
  },
  {
    matricula: '6617 KZT',
    descripcion: 'Furgón con plataforma elevadora para bidones',
    conductor: 'Josep Martí Llorens',
    tara: 3100,
    transportista: 'Transportes Hermanos Llorens S.L.',
    depot: 'regeneraLevante',
  },
  {
    matricula: '8802 KHN',
    descripcion: 'Camión ADR 12 t para residuos peligrosos',
    conductor: 'Raúl Serrano Gil',
    tara: 9600,
    transportista: ownFleet,
    services: ['Recogida de residuos peligrosos', 'Recogida de aceite usado', 'Tratamiento'],
  },
  {
    matricula: '9023 LDP',
    descripcion: 'Furgón ADR para residuos sanitarios y peligrosos',
    conductor: 'Nuria Castro Medina',
    tara: 2900,
    transportista: ownFleet,
    services: [
      'Recogida de residuos sanitarios',
      'Recogida de residuos peligrosos',
      'Destrucción confidencial',
    ],
  },
  {
    matricula: '5276 LCM',
    descripcion: 'Camión recolector de carga trasera 20 m³',
    conductor: 'Diego Marín Rubio',
    tara: 14200,
    transportista: ownFleet,
    services: ['Recogida de residuos no peligrosos', 'Tratamiento'],
  },
  {
    matricula: '1468 JTV',
    descripcion: 'Camión gancho (ampliroll) 26 t',
    conductor: 'Óscar Lozano Vega',
    tara: 13500,
    transportista: 'Transportes y Excavaciones Meseta S.L.',
    services: ['Gestión de RCD', 'Alquiler de contenedor', 'Transporte'],
  },
  {
    matricula: '3145 JYR',
    descripcion: 'Camión portacontenedores de cadenas',
    conductor: 'Fernando Núñez Campos',
    tara: 12800,
    transportista: ownFleet,
    services: [
      'Alquiler de contenedor',
      'Recogida de residuos no peligrosos',
      'Transporte',
      'Gestión de RCD',
    ],
  },
  {
    matricula: '3389 KRW',
    descripcion: 'Camión cisterna de aspiración 12 m³',
    conductor: 'Iñaki Aguirre Etxeberria',
    tara: 15800,
    transportista: 'Limpiezas Industriales del Cantábrico S.L.',
    services: ['Limpieza de separador de hidrocarburos'],
  },
];
