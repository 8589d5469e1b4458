/**
 * The Spanish texts of the trucks' map, kept with their code: the shared ones (src/lib/texts.ts)
 * load with the portal's first screen, these only with the screens that show them.
 */
import { formatNumber } from '../../lib/format';

export const truckMapTexts = {
  loading: 'Cargando datos',
  /** pigeon-maps puts ctrl (⌘ on a Mac) in place of META. */
  wheelZoomWarning: 'Pulse META y gire la rueda para acercar o alejar el mapa',
  plates: 'Matrículas',
  allPlates: 'Todos los camiones',
  dates: 'Fechas',
  datesPlaceholder: 'Desde – hasta',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  tooLong: (days: number) => `Elija un intervalo de ${days} días como mucho.`,
  trucksTitle: 'Recorridos de los camiones',
  directionsTitle: 'Direcciones de servicio',
  trucksMap: 'Mapa de los recorridos de los camiones',
  directionsMap: 'Mapa de las direcciones de servicio',
  noTracks: 'Ningún camión tiene posiciones en esas fechas.',
  noDirections: 'Ninguna dirección de servicio tiene coordenadas.',
  tilesUnavailable:
    'El mapa de fondo no está disponible (sin conexión con el proveedor de mapas); se muestran los recorridos y los puntos sin él.',
  loadFailed: 'No se han podido cargar los datos del mapa',
  truck: (plate: string) => `Camión ${plate}`,
  positions: (count: number) => `${formatNumber(count)} posiciones`,
  driver: 'Conductor',
  lastPosition: 'Última posición',
  lastPickup: 'Última recogida',
  never: 'nunca',
  litresLastYear: 'Litros en los últimos 365 días',
  direction: (name: string) => `Dirección de servicio ${name}`,
};
