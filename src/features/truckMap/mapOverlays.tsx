/**
 * What the maps draw over the background, as pigeon-maps children (they must be the map's direct
 * children to get its projection, hence functions returning elements rather than components):
 * the tracks as GeoJSON lines, a button per truck at its last position, a button per service
 * direction, and the popup of the chosen one.
 */
import { Paper, Text } from '@mantine/core';
import { GeoJson, Overlay } from 'pigeon-maps';
import type { ReactElement } from 'react';
import type { RegeneraMapaPunto as MapPlace, RegeneraCamion as TruckTrack } from '../../api/generated/model';
import { formatDate, formatDateTime, formatQuantity } from '../../lib/format';
import { colorOf, trackFeatures } from './geo';
import { truckMapTexts } from './truckMapTexts';

const t = truckMapTexts;

export function trackLines(trucks: readonly TruckTrack[]): ReactElement {
  return (
    <GeoJson
      key="tracks"
      data={trackFeatures(trucks)}
      styleCallback={(feature: { properties: { color: string } }) => ({
        stroke: feature.properties.color,
        strokeWidth: 3,
        strokeOpacity: 0.85,
        fill: 'none',
      })}
    />
  );
}

const pin = (color: string, size: number) => ({
  width: size,
  height: size,
  borderRadius: '50%',
  border: '2px solid white',
  background: color,
  boxShadow: '0 0 0 1px rgba(0,0,0,.35)',
  cursor: 'pointer',
  padding: 0,
});

/** A marker per truck at its last position; choosing one opens its popup. */
export function truckMarkers(
  trucks: readonly TruckTrack[],
  chosen: string | null,
  choose: (plate: string | null) => void,
): ReactElement[] {
  return trucks.flatMap((truck, index) => {
    const last = truck.posiciones.at(-1);
    if (!last) return [];
    const anchor: [number, number] = [last.latitud, last.longitud];
    const marker = (
      <Overlay key={`truck-${truck.matricula}`} anchor={anchor} offset={[9, 9]}>
        <button
          type="button"
          aria-label={t.truck(truck.matricula)}
          aria-expanded={chosen === truck.matricula}
          data-truck={truck.matricula}
          style={pin(colorOf(index), 18)}
          onClick={() => choose(chosen === truck.matricula ? null : truck.matricula)}
        />
      </Overlay>
    );
    if (chosen !== truck.matricula) return [marker];
    return [
      marker,
      popup(`popup-${truck.matricula}`, anchor, [
        t.truck(truck.matricula),
        truck.conductor ? `${t.driver}: ${truck.conductor}` : '',
        `${t.lastPosition}: ${formatDateTime(last.fecha)}`,
      ]),
    ];
  });
}

/** A marker per service direction; choosing one opens its last pickup and litres. */
export function placeMarkers(
  places: readonly MapPlace[],
  chosen: number | null,
  choose: (id: number | null) => void,
): ReactElement[] {
  return places.flatMap((place) => {
    const anchor: [number, number] = [place.latitud, place.longitud];
    const id = place.iddireccionservicio;
    const marker = (
      <Overlay key={`place-${id}`} anchor={anchor} offset={[7, 7]}>
        <button
          type="button"
          aria-label={t.direction(place.nombre)}
          aria-expanded={chosen === id}
          style={pin('#003d4a', 14)}
          onClick={() => choose(chosen === id ? null : id)}
        />
      </Overlay>
    );
    if (chosen !== id) return [marker];
    return [
      marker,
      popup(`popup-place-${id}`, anchor, [
        place.nombre,
        place.direccion ?? '',
        `${t.lastPickup}: ${place.ultimaRecogida ? formatDate(place.ultimaRecogida) : t.never}`,
        `${t.litresLastYear}: ${formatQuantity(place.litrosUltimoAno ?? 0, 'l')}`,
      ]),
    ];
  });
}

function popup(key: string, anchor: [number, number], lines: readonly string[]): ReactElement {
  return (
    <Overlay key={key} anchor={anchor} offset={[-12, -14]}>
      <Paper shadow="md" p="xs" radius="sm" withBorder role="status" maw={260}>
        {lines.filter(Boolean).map((line, index) => (
          <Text key={line} size="xs" fw={index === 0 ? 700 : undefined}>
            {line}
          </Text>
        ))}
      </Paper>
    </Overlay>
  );
}
