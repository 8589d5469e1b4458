/**
 * Spanish towns where the seeded clients have centers: real postal codes, coordinates and streets,
 * and the treatment plant that serves each one.
 */

export type PlantKey =
  | 'dosHermanas'
  | 'losRuices'
  | 'abanto'
  | 'sanFernando'
  | 'valdemingomez'
  | 'elPrat'
  | 'plaza'
  | 'ribarroja'
  | 'sonReus'
  | 'regeneraSur'
  | 'regeneraLevante';

export interface Plant {
  /** As shown in weight tickets and traceability (planta, destino). */
  nombre: string;
  /** The authorised waste manager named in DIs. */
  gestor: string;
  latitud: number;
  longitud: number;
}

export const plants: Record<PlantKey, Plant> = {
  dosHermanas: {
    nombre: 'Centro de tratamiento de Dos Hermanas (Sevilla)',
    gestor: 'Gestión Ambiental S.A. - Centro de tratamiento de Dos Hermanas (NIMA 4100012345)',
    latitud: 37.2619,
    longitud: -5.9303,
  },
  losRuices: {
    nombre: 'Centro de tratamiento de Los Ruices (Málaga)',
    gestor: 'Gestión Ambiental S.A. - Centro de tratamiento de Los Ruices (NIMA 2900023456)',
    latitud: 36.7356,
    longitud: -4.5163,
  },
  abanto: {
    nombre: 'Planta de residuos peligrosos de Abanto-Zierbena (Bizkaia)',
    gestor: 'Gestión Ambiental S.A. - Planta de Abanto-Zierbena (NIMA 4800034567)',
    latitud: 43.3197,
    longitud: -3.0812,
  },
  sanFernando: {
    nombre: 'Centro de residuos peligrosos de San Fernando de Henares (Madrid)',
    gestor: 'Gestión Ambiental S.A. - Centro de San Fernando de Henares (NIMA 2800045678)',
    latitud: 40.4246,
    longitud: -3.5207,
  },
  valdemingomez: {
    nombre: 'Planta de valorización de RCD de Valdemingómez (Madrid)',
    gestor: 'Reciclados Valdemingómez S.L. (NIMA 2800056789)',
    latitud: 40.3328,
    longitud: -3.5837,
  },
  elPrat: {
    nombre: 'Centro de transferencia de El Prat de Llobregat (Barcelona)',
    gestor: 'Gestión Ambiental S.A. - Centro de El Prat de Llobregat (NIMA 0800067890)',
    latitud: 41.3246,
    longitud: 2.0953,
  },
  plaza: {
    nombre: 'Planta de valorización de la Plataforma Logística de Zaragoza',
    gestor: 'Gestión Ambiental S.A. - Planta de Zaragoza PLAZA (NIMA 5000078901)',
    latitud: 41.6163,
    longitud: -0.9906,
  },
  ribarroja: {
    nombre: 'Planta de tratamiento de Riba-roja de Túria (Valencia)',
    gestor: 'Gestión Ambiental S.A. - Planta de Riba-roja de Túria (NIMA 4600089012)',
    latitud: 39.5313,
    longitud: -0.5463,
  },
  sonReus: {
    nombre: 'Centro de tratamiento de Son Reus (Palma)',
    gestor: 'Tratamientos Insulares S.A. (NIMA 0700090123)',
    latitud: 39.6383,
    longitud: 2.6466,
  },
  regeneraSur: {
    nombre: 'Planta de regeneración de aceites de Alcalá de Guadaíra (Sevilla)',
    gestor: 'Gestión Ambiental S.A. - Planta Regenera Alcalá de Guadaíra (NIMA 4100101234)',
    latitud: 37.3386,
    longitud: -5.8397,
  },
  regeneraLevante: {
    nombre: 'Planta de regeneración de aceites de Riba-roja de Túria (Valencia)',
    gestor: 'Gestión Ambiental S.A. - Planta Regenera Riba-roja de Túria (NIMA 4600112345)',
    latitud: 39.546,
    longitud: -0.566,
  },
};

export interface Place {
  localidad: string;
  provincia: string;
  postalCodes: readonly string[];
  latitud: number;
  longitud: number;
  streets: readonly string[];
  plant: PlantKey;
}

export const places = {
  malaga: {
    localidad: 'Málaga',
    provincia: 'Málaga',
    postalCodes: ['29001', '29002', '29004', '29016'],
    latitud: 36.7213,
    longitud: -4.4214,
    streets: ['Calle Larios', 'Paseo de Reding', 'Avenida de Andalucía', 'Alameda Principal'],
    plant: 'losRuices',
  },
  marbella: {
    localidad: 'Marbella',
    provincia: 'Málaga',
    postalCodes: ['29601', '29602', '29603'],
    latitud: 36.5101,
    longitud: -4.8825,
    streets: [
      'Avenida Ricardo Soriano',
      'Bulevar Príncipe Alfonso de Hohenlohe',
      'Calle Ramón Gómez de la Serna',
    ],
    plant: 'losRuices',
  },
  torremolinos: {
    localidad: 'Torremolinos',
    provincia: 'Málaga',
    postalCodes: ['29620'],
    latitud: 36.6203,
    longitud: -4.4998,
    streets: ['Avenida Palma de Mallorca', 'Calle San Miguel', 'Avenida Carlota Alessandri'],
    plant: 'losRuices',
  },
  benidorm: {
    localidad: 'Benidorm',
    provincia: 'Alicante',
    postalCodes: ['03501', '03502', '03503'],
    latitud: 38.5411,
    longitud: -0.1225,
    streets: ['Avenida del Mediterráneo', 'Avenida de Europa', 'Calle Gerona'],
    plant: 'ribarroja',
  },
  palma: {
    localidad: 'Palma',
    provincia: 'Illes Balears',
    postalCodes: ['07001', '07003', '07014'],
    latitud: 39.5696,
    longitud: 2.6502,
    streets: ['Passeig Marítim', 'Avinguda de Gabriel Roca', 'Carrer de Sant Miquel'],
    plant: 'sonReus',
  },
  sevilla: {
    localidad: 'Sevilla',
    provincia: 'Sevilla',
    postalCodes: ['41001', '41004', '41010', '41011'],
    latitud: 37.3891,
    longitud: -5.9845,
    streets: [
      'Calle Betis',
      'Avenida de la Constitución',
      'Calle Sierpes',
      'Calle San Jacinto',
      'Calle Feria',
    ],
    plant: 'dosHermanas',
  },
  dosHermanas: {
    localidad: 'Dos Hermanas',
    provincia: 'Sevilla',
    postalCodes: ['41701', '41703', '41704'],
    latitud: 37.2835,
    longitud: -5.9209,
    streets: ['Avenida de España', 'Calle Real Utrera', 'Polígono Industrial La Isla, Calle Río Viejo'],
    plant: 'dosHermanas',
  },
  cordoba: {
    localidad: 'Córdoba',
    provincia: 'Córdoba',
    postalCodes: ['14001', '14004', '14014'],
    latitud: 37.8882,
    longitud: -4.7794,
    streets: [
      'Avenida de la Libertad',
      'Polígono Las Quemadas, Calle Juan de la Cierva',
      'Ronda de los Tejares',
    ],
    plant: 'dosHermanas',
  },
  jerez: {
    localidad: 'Jerez de la Frontera',
    provincia: 'Cádiz',
    postalCodes: ['11401', '11405', '11407'],
    latitud: 36.685,
    longitud: -6.1261,
    streets: ['Calle Larga', 'Avenida Álvaro Domecq', 'Parque Empresarial, Calle Gran Bretaña'],
    plant: 'dosHermanas',
  },
  cadiz: {
    localidad: 'Cádiz',
    provincia: 'Cádiz',
    postalCodes: ['11001', '11005', '11009', '11011'],
    latitud: 36.5271,
    longitud: -6.2886,
    streets: ['Avenida Campo del Sur', 'Calle Columela', 'Paseo Marítimo', 'Calle Sagasta'],
    plant: 'dosHermanas',
  },
  huelva: {
    localidad: 'Huelva',
    provincia: 'Huelva',
    postalCodes: ['21001', '21002', '21005'],
    latitud: 37.2614,
    longitud: -6.9447,
    streets: ['Avenida de Andalucía', 'Calle Concepción', 'Avenida Martín Alonso Pinzón'],
    plant: 'dosHermanas',
  },
  bilbao: {
    localidad: 'Bilbao',
    provincia: 'Bizkaia',
    postalCodes: ['48001', '48008', '48011', '48013'],
    latitud: 43.263,
    longitud: -2.935,
    streets: [
      'Calle Licenciado Poza',
      'Gran Vía de Don Diego López de Haro',
      'Calle Zorrotzaurre',
      'Camino de la Ribera',
    ],
    plant: 'abanto',
  },
  barakaldo: {
    localidad: 'Barakaldo',
    provincia: 'Bizkaia',
    postalCodes: ['48901', '48902', '48903'],
    latitud: 43.2956,
    longitud: -2.9973,
    streets: ['Avenida de la Libertad', 'Calle Portu', 'Polígono Lutxana, Calle Zuazo'],
    plant: 'abanto',
  },
  vitoria: {
    localidad: 'Vitoria-Gasteiz',
    provincia: 'Araba/Álava',
    postalCodes: ['01001', '01010', '01015'],
    latitud: 42.8467,
    longitud: -2.6716,
    streets: ['Calle Portal de Foronda', 'Polígono Júndiz, Calle Lermandabide', 'Avenida de los Huetos'],
    plant: 'abanto',
  },
  donostia: {
    localidad: 'Donostia-San Sebastián',
    provincia: 'Gipuzkoa',
    postalCodes: ['20001', '20011', '20018'],
    latitud: 43.3183,
    longitud: -1.9812,
    streets: ['Calle Zubieta', 'Paseo de Zarategi', 'Polígono Belartza, Calle Fernando Múgica'],
    plant: 'abanto',
  },
  santander: {
    localidad: 'Santander',
    provincia: 'Cantabria',
    postalCodes: ['39001', '39011', '39012'],
    latitud: 43.4623,
    longitud: -3.8099,
    streets: ['Calle Castilla', 'Avenida de Parayas', 'Polígono de Candina, Calle Marqués de la Hermida'],
    plant: 'abanto',
  },
  valencia: {
    localidad: 'Valencia',
    provincia: 'Valencia',
    postalCodes: ['46001', '46004', '46011', '46022'],
    latitud: 39.4699,
    longitud: -0.3763,
    streets: [
      'Calle de Colón',
      'Avenida del Puerto',
      'Calle de Sueca',
      'Carrer de la Reina',
      'Avenida de Blasco Ibáñez',
    ],
    plant: 'ribarroja',
  },
  alicante: {
    localidad: 'Alicante',
    provincia: 'Alicante',
    postalCodes: ['03001', '03002', '03016'],
    latitud: 38.3452,
    longitud: -0.481,
    streets: ['Explanada de España', 'Avenida de Maisonnave', 'Calle San Fernando', 'Avenida de Niza'],
    plant: 'ribarroja',
  },
  castellon: {
    localidad: 'Castellón de la Plana',
    provincia: 'Castellón',
    postalCodes: ['12001', '12003', '12100'],
    latitud: 39.9864,
    longitud: -0.0513,
    streets: ['Calle Mayor', 'Avenida del Rey Don Jaime', 'Paseo Buenavista'],
    plant: 'ribarroja',
  },
  madrid: {
    localidad: 'Madrid',
    provincia: 'Madrid',
    postalCodes: ['28001', '28015', '28050', '28055'],
    latitud: 40.4168,
    longitud: -3.7038,
    streets: [
      'Calle de Alcalá',
      'Avenida de Manoteras',
      'Calle de la Princesa',
      'Avenida de las Fuerzas Armadas',
    ],
    plant: 'sanFernando',
  },
  getafe: {
    localidad: 'Getafe',
    provincia: 'Madrid',
    postalCodes: ['28901', '28903', '28906'],
    latitud: 40.3057,
    longitud: -3.7329,
    streets: ['Calle Madrid', 'Polígono Los Olivos, Calle Laguna del Marquesado', 'Avenida de las Ciudades'],
    plant: 'sanFernando',
  },
  toledo: {
    localidad: 'Toledo',
    provincia: 'Toledo',
    postalCodes: ['45004', '45005', '45007'],
    latitud: 39.8628,
    longitud: -4.0273,
    streets: [
      'Avenida de Barber',
      'Polígono Santa María de Benquerencia, Calle Río Jarama',
      'Avenida de Europa',
    ],
    plant: 'sanFernando',
  },
  guadalajara: {
    localidad: 'Guadalajara',
    provincia: 'Guadalajara',
    postalCodes: ['19001', '19004', '19005'],
    latitud: 40.6286,
    longitud: -3.1618,
    streets: ['Calle Mayor', 'Polígono El Henares, Avenida de Francia', 'Avenida del Ejército'],
    plant: 'sanFernando',
  },
  barcelona: {
    localidad: 'Barcelona',
    provincia: 'Barcelona',
    postalCodes: ['08008', '08011', '08012', '08036'],
    latitud: 41.3874,
    longitud: 2.1686,
    streets: ['Carrer de Balmes', 'Passeig de Gràcia', 'Carrer Gran de Gràcia', 'Carrer del Consell de Cent'],
    plant: 'elPrat',
  },
  girona: {
    localidad: 'Girona',
    provincia: 'Girona',
    postalCodes: ['17001', '17002', '17003'],
    latitud: 41.9794,
    longitud: 2.8214,
    streets: ['Carrer de Santa Clara', 'Gran Via de Jaume I', 'Carrer de la Creu'],
    plant: 'elPrat',
  },
  tarragona: {
    localidad: 'Tarragona',
    provincia: 'Tarragona',
    postalCodes: ['43001', '43002', '43005'],
    latitud: 41.1189,
    longitud: 1.2445,
    streets: ['Rambla Nova', 'Carrer Unió', 'Avinguda Catalunya'],
    plant: 'elPrat',
  },
  zaragoza: {
    localidad: 'Zaragoza',
    provincia: 'Zaragoza',
    postalCodes: ['50001', '50010', '50015', '50197'],
    latitud: 41.6488,
    longitud: -0.8891,
    streets: ['Avenida de Navarra', 'Calle de Pablo Ruiz Picasso', 'Paseo de la Independencia', 'Calle Osca'],
    plant: 'plaza',
  },
  huesca: {
    localidad: 'Huesca',
    provincia: 'Huesca',
    postalCodes: ['22002', '22004', '22005'],
    latitud: 42.1362,
    longitud: -0.4087,
    streets: ['Coso Alto', 'Avenida de Monreal', 'Calle Zaragoza'],
    plant: 'plaza',
  },
  logrono: {
    localidad: 'Logroño',
    provincia: 'La Rioja',
    postalCodes: ['26001', '26004', '26006'],
    latitud: 42.4627,
    longitud: -2.445,
    streets: ['Calle Portales', 'Avenida de Juan Carlos I', 'Calle Marqués de Murrieta'],
    plant: 'plaza',
  },
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof places;
