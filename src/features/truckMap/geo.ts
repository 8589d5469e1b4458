/**
 * Geometry of the truck map, pure: the GPS tracks as GeoJSON lines, the view that fits a set of
 * points, and the request inputs of the chosen plates and dates.
 */

import type { RegeneraCamion as TruckTrack } from '../../api/generated/model';
import { isoDay } from '../../components/dateRange';
import type { CallInputs } from '../../language/callArgs';

export type LatLng = [number, number];

/** Track colours, one per truck in order (Mantine palette hex values: SVG strokes need real colours). */
const trackColors = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#e03131', '#0c8599', '#5c940d'];

export const colorOf = (index: number) => trackColors[index % trackColors.length] ?? '#1c7ed6';

/** The tracks as a GeoJSON collection of lines ([longitude, latitude], as GeoJSON orders them). */
export function trackFeatures(trucks: readonly TruckTrack[]) {
  return {
    type: 'FeatureCollection',
    features: trucks
      .map((truck, index) => ({ truck, index }))
      .filter(({ truck }) => truck.posiciones.length > 1)
      .map(({ truck, index }) => ({
        type: 'Feature',
        properties: { matricula: truck.matricula, color: colorOf(index) },
        geometry: {
          type: 'LineString',
          coordinates: truck.posiciones.map((p) => [p.longitud, p.latitud]),
        },
      })),
  };
}

/** Web-Mercator y of a latitude, in [0, 1] at zoom 0. */
const mercatorY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};

/**
 * The center and the highest whole zoom at which every point fits a `width` x `height` map
 * (256-px tiles), with some margin. No points: Andalusia, where the regenera plants are.
 */
export function fitView(
  points: readonly LatLng[],
  width: number,
  height: number,
): { center: LatLng; zoom: number } {
  if (points.length === 0) return { center: [37.39, -5.98], zoom: 7 };
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ];
  const center: LatLng = [(minLat + maxLat) / 2, (minLon + maxLon) / 2];
  const spanX = (maxLon - minLon) / 360;
  const spanY = Math.abs(mercatorY(minLat) - mercatorY(maxLat));
  const margin = 0.8;
  const zoomX = spanX > 0 ? Math.log2((width * margin) / 256 / spanX) : 16;
  const zoomY = spanY > 0 ? Math.log2((height * margin) / 256 / spanY) : 16;
  return { center, zoom: Math.max(3, Math.min(15, Math.floor(Math.min(zoomX, zoomY)))) };
}

/** The `count` calendar days up to `today` ('YYYY-MM-DD'), both included: by date, not by 24-hour steps. */
export function lastDays(today: string, count: number): [string, string] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return [isoDay(year, month, day - (count - 1)), today];
}

/** Days from `start` to `end` ('YYYY-MM-DD'), both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
}

/**
 * The inputs of the truck calls: the plates chosen (none: every truck) and the chosen days as
 * instants, from the start of the first day to the end of the last one, in the user's time zone.
 */
export function truckMapInputs(
  serviceDirectionIds: readonly number[],
  plates: readonly string[],
  range: readonly [string | null, string | null],
): CallInputs {
  const [start, end] = range;
  return {
    serviceDirections: serviceDirectionIds,
    plates,
    startDate: start ? new Date(`${start}T00:00:00`).toISOString() : undefined,
    endDate: end ? new Date(`${end}T23:59:59.999`).toISOString() : undefined,
  };
}
