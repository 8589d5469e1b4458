/**
 * Clients, their CIFs, center trees, account managers and service directions; service types and
 * trucks. Everything else hangs from these rows, so their ids are fixed by the order of
 * data/clients.ts.
 */
import {
  centers,
  clientNifs,
  clients,
  gestores,
  serviceDirections,
  serviceTypes,
  trucks,
} from '../db/schema';
import type { SeedContext } from './context';
import { type CenterSpec, type ClientSpec, clientSpecs, company, staff } from './data/clients';
import { trucks as fleet, type Truck } from './data/fleet';
import { emailSlug } from './data/people';
import { type Place, places } from './data/places';
import {
  type ServiceType,
  serviceTypes as serviceTypeList,
  type Unidad,
  type Waste,
  wastes,
} from './data/wastes';
import type { Random } from './random';

interface SeededNif {
  id: number;
  clientId: number;
  nif: string;
  razonSocial: string;
  principal: boolean;
}

export interface SeededCenter {
  centerId: number;
  clientId: number;
  parentId: number | null;
  nombre: string;
  nivel: number;
  place: Place;
  direccion: string;
  codigoPostal: string;
  nif: SeededNif;
  truck: Truck | undefined;
  children: SeededCenter[];
}

export interface DirectionWaste {
  waste: Waste | null;
  service: ServiceType;
  weight: number;
  unidad: Unidad;
  cantidad: readonly [number, number];
  precio: number;
}

export interface SeededDirection {
  iddireccionservicio: number;
  client: SeededClient;
  center: SeededCenter;
  nombre: string;
  place: Place;
  direccion: string;
  codigoPostal: string;
  latitud: number;
  longitud: number;
  nif: SeededNif;
  /** Share of all services. */
  weight: number;
  wastes: DirectionWaste[];
  /** Regenera: the truck of its zone, and whether the company buys its oil (negative amounts). */
  truck: Truck | undefined;
  compra: boolean;
}

export interface SeededClient {
  clientId: number;
  client: string;
  regenera: boolean;
  digitalized: boolean;
  spec: ClientSpec;
  createdAt: Date;
  nifs: SeededNif[];
  centers: SeededCenter[];
  directions: SeededDirection[];
}

export interface Structure {
  clients: SeededClient[];
  directions: SeededDirection[];
  serviceTypes: ServiceType[];
}

/** A CIF with a valid control digit: letter, two-digit province, five digits, control. */
function cif(random: Random, letter: string, province: string): string {
  const digits = `${province}${String(random.int(0, 99999)).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return `${letter}${digits}${(10 - (sum % 10)) % 10}`;
}

function address(random: Random, place: Place): { direccion: string; codigoPostal: string } {
  return {
    direccion: `${random.pick(place.streets)}, ${random.int(1, 140)}`,
    codigoPostal: random.pick(place.postalCodes),
  };
}

function staffEmail(nombre: string): string {
  const [given = '', surname = ''] = nombre.split(' ');
  return `${emailSlug(given)}.${emailSlug(surname)}@${company.domain}`;
}

export async function seedStructure(ctx: SeedContext): Promise<Structure> {
  const random = ctx.random.fork('structure');
  const seededClients: SeededClient[] = [];
  let nifId = 0;
  let centerId = 0;
  let directionId = 0;
  const typeByName = new Map(serviceTypeList.map((t) => [t.tipoFactura1, t]));
  const truckByPlate = new Map(fleet.map((t) => [t.matricula, t]));

  clientSpecs.forEach((spec, index) => {
    const clientId = index + 1;
    const client: SeededClient = {
      clientId,
      client: spec.client,
      regenera: spec.regenera,
      digitalized: spec.digitalized,
      spec,
      createdAt: new Date(`${spec.createdAt}T09:30:00Z`),
      nifs: spec.nifs.map((n, i) => ({
        id: ++nifId,
        clientId,
        nif: cif(random, n.letter, n.province),
        razonSocial: n.razonSocial,
        principal: i === 0,
      })),
      centers: [],
      directions: [],
    };
    const unusedNames = random.shuffle(spec.directionNames);

    const addCenter = (
      node: CenterSpec,
      parent: SeededCenter | null,
      inherited: { nif: number; truck?: string },
    ): SeededCenter => {
      const nif = node.nif ?? inherited.nif;
      const truckPlate = node.truck ?? inherited.truck;
      const center: SeededCenter = {
        centerId: ++centerId,
        clientId,
        parentId: parent?.centerId ?? null,
        nombre: node.nombre,
        nivel: parent ? parent.nivel + 1 : 0,
        place: places[node.place],
        ...address(random, places[node.place]),
        nif: client.nifs[nif] ?? (client.nifs[0] as SeededNif),
        truck: truckPlate ? truckByPlate.get(truckPlate) : undefined,
        children: [],
      };
      client.centers.push(center);
      parent?.children.push(center);
      for (const child of node.children ?? []) addCenter(child, center, { nif, truck: truckPlate });
      if (!node.children?.length) {
        const count = Math.min(random.int(2, 4), spec.uniqueDirectionNames ? unusedNames.length : 99);
        const names = spec.uniqueDirectionNames
          ? unusedNames.splice(0, count)
          : random.sample(spec.directionNames, count).map((name) => `${name} - ${node.short ?? node.nombre}`);
        for (const nombre of names) client.directions.push(makeDirection(random, client, center, nombre));
      }
      return center;
    };
    addCenter(spec.root, null, { nif: 0 });

    const directionShare = spec.volume / client.directions.length;
    for (const direction of client.directions) {
      direction.iddireccionservicio = ++directionId;
      direction.weight = directionShare * random.float(0.6, 1.4);
      direction.wastes = directionWastes(random, spec, typeByName);
    }
    seededClients.push(client);
  });

  const structure: Structure = {
    clients: seededClients,
    directions: seededClients.flatMap((c) => c.directions),
    serviceTypes: [...serviceTypeList],
  };
  await insertStructure(ctx, structure, random);
  return structure;
}

function makeDirection(
  random: Random,
  client: SeededClient,
  center: SeededCenter,
  nombre: string,
): SeededDirection {
  const place = center.place;
  return {
    iddireccionservicio: 0,
    client,
    center,
    nombre,
    place,
    ...address(random, place),
    // About a kilometre around the town's centre: on land for the coastal towns too.
    latitud: Math.round((place.latitud + random.float(-0.012, 0.012)) * 1e6) / 1e6,
    longitud: Math.round((place.longitud + random.float(-0.015, 0.015)) * 1e6) / 1e6,
    nif: center.nif,
    weight: 0,
    wastes: [],
    truck: center.truck,
    compra: client.regenera && random.chance(0.35),
  };
}

function directionWastes(
  random: Random,
  spec: ClientSpec,
  typeByName: Map<string, ServiceType>,
): DirectionWaste[] {
  // Each direction produces the client's main waste and most of the others.
  const uses = spec.wastes.filter((_, i) => i === 0 || spec.wastes.length <= 3 || random.chance(0.75));
  return uses.map((use) => {
    const waste = use.waste ? wastes[use.waste] : null;
    const service = typeByName.get(use.service);
    if (!service) throw new Error(`Unknown type of service: ${use.service}`);
    return {
      waste,
      service,
      weight: use.weight * random.float(0.5, 1.5),
      unidad: use.unidad ?? waste?.unidad ?? 'ud',
      cantidad: use.cantidad ?? waste?.cantidad ?? [1, 3],
      precio: use.precio ?? waste?.precio ?? 0,
    };
  });
}

async function insertStructure(ctx: SeedContext, structure: Structure, random: Random): Promise<void> {
  const { db } = ctx;
  await db.insert(clients).values(
    structure.clients.map((c) => ({
      clientId: c.clientId,
      client: c.client,
      regenera: c.regenera,
      digitalized: c.digitalized,
      createdAt: c.createdAt,
    })),
  );
  await db.insert(clientNifs).values(structure.clients.flatMap((c) => c.nifs));
  await db.insert(centers).values(
    structure.clients.flatMap((c) =>
      c.centers.map((center) => ({
        centerId: center.centerId,
        clientId: center.clientId,
        parentId: center.parentId,
        nombre: center.nombre,
        nivel: center.nivel,
        direccion: center.direccion,
        localidad: center.place.localidad,
        provincia: center.place.provincia,
        codigoPostal: center.codigoPostal,
      })),
    ),
  );
  await db.insert(gestores).values(gestorRows(structure, random));
  await db.insert(serviceDirections).values(
    structure.directions.map((d) => ({
      iddireccionservicio: d.iddireccionservicio,
      centerId: d.center.centerId,
      clientId: d.client.clientId,
      nombre: d.nombre,
      direccion: d.direccion,
      localidad: d.place.localidad,
      provincia: d.place.provincia,
      codigoPostal: d.codigoPostal,
      latitud: d.latitud,
      longitud: d.longitud,
    })),
  );
  await db.insert(serviceTypes).values(
    structure.serviceTypes.map((t, i) => ({
      id: i + 1,
      idTipoFactura: t.idTipoFactura,
      tipoFactura1: t.tipoFactura1,
      descripcion: t.descripcion,
    })),
  );
  await db
    .insert(trucks)
    .values(
      fleet.map((t) => ({ matricula: t.matricula, descripcion: t.descripcion, conductor: t.conductor })),
    );
}

/** Every root center has its three managers; some regional centers have their own sales manager. */
function gestorRows(structure: Structure, random: Random): (typeof gestores.$inferInsert)[] {
  const rows: (typeof gestores.$inferInsert)[] = [];
  let id = 0;
  structure.clients.forEach((client, index) => {
    for (const center of client.centers) {
      const types =
        center.nivel === 0
          ? (['comercial', 'tecnico', 'administracion'] as const)
          : center.nivel === 1 && center.children.length > 0 && random.chance(0.5)
            ? (['comercial'] as const)
            : [];
      types.forEach((tipo, i) => {
        const person = staff[
          (index * 3 + i + (center.nivel === 0 ? 0 : 5)) % staff.length
        ] as (typeof staff)[number];
        rows.push({
          id: ++id,
          centerId: center.centerId,
          tipo,
          nombre: person.nombre,
          email: staffEmail(person.nombre),
          telefono: person.telefono,
        });
      });
    }
  });
  return rows;
}
