/**
 * The regenera geolocation screen as screens.config.ts declares it with `defineTruckMap`: choose
 * plates and days, see each truck's GPS track and last position; below, the client's service
 * directions with their last pickup. Loaded only on its route (ScreenBody), with the map library.
 */
import {
  Alert,
  Card,
  ColorSwatch,
  Container,
  Group,
  List,
  MultiSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { localIsoDay, type PickerRange } from '../../components/dateRange';
import type { TruckMapSpec } from '../../language';
import { callArgs } from '../../language/callArgs';
import { contractRequest } from '../../language/requestDefaults';
import { useCall } from '../../language/useCall';
import { formatDateTime } from '../../lib/format';
import { SpanishDates } from '../../lib/SpanishDates';
import { screenParams } from '../../lib/screenParams';
import { listParam, useUrlState } from '../../lib/urlState';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { colorOf, daysBetween, type LatLng, lastDays, truckMapInputs } from './geo';
import { MapFrame } from './MapFrame';
import { placeMarkers, trackLines, truckMarkers } from './mapOverlays';
import { truckMapTexts } from './truckMapTexts';

const t = truckMapTexts;

/** The plates and days chosen live in the URL: a link or a reload shows the same tracks. */
const truckUrlParams = { plates: listParam('matriculas'), from: screenParams.from, to: screenParams.to };

export default function TruckMapScreen({ title, spec }: { title: string; spec: TruckMapSpec }) {
  const { serviceDirectionIds } = useSelectedClient();
  const [url, setUrl] = useUrlState(truckUrlParams);
  const plates = url.plates ?? [];
  const [chosenTruck, setChosenTruck] = useState<string | null>(null);
  const [chosenPlace, setChosenPlace] = useState<number | null>(null);
  const today = localIsoDay(new Date());
  // Without days in the URL, the longest range the call accepts, up to today: recent tracks at
  // once (a truck does not visit a client every week).
  const days: PickerRange = url.from && url.to ? [url.from, url.to] : lastDays(today, spec.maxDays);
  // The picker's half-chosen range (first day only) stays here until the last day is picked.
  const [picking, setPicking] = useState<PickerRange | null>(null);
  const tooLong = Boolean(days[0] && days[1] && daysBetween(days[0], days[1]) > spec.maxDays);
  const choose = ([from, to]: PickerRange) => {
    setPicking(from && to ? null : [from, to]);
    if (from && to) setUrl({ from, to });
  };

  /** A call's arguments, its request completed from the contract (src/language/requestDefaults.ts). */
  const argsOf = ({ call, request }: TruckMapSpec['plates' | 'trucks' | 'directions']) =>
    callArgs(contractRequest(call, request), inputs);
  const inputs = truckMapInputs(serviceDirectionIds, plates, tooLong ? [null, null] : days);
  const plateOptions = useCall(spec.plates.call, argsOf(spec.plates));
  const trucks = useCall(spec.trucks.call, argsOf(spec.trucks));
  const places = useCall(spec.directions.call, argsOf(spec.directions));

  const trackPoints = useMemo<LatLng[]>(
    () =>
      (trucks.data?.items ?? []).flatMap((truck) =>
        truck.posiciones.map((p): LatLng => [p.latitud, p.longitud]),
      ),
    [trucks.data],
  );
  const placePoints = useMemo<LatLng[]>(
    () => (places.data?.items ?? []).map((place): LatLng => [place.latitud, place.longitud]),
    [places.data],
  );
  const withTracks = (trucks.data?.items ?? []).filter((truck) => truck.posiciones.length > 0);

  return (
    <SpanishDates>
      <Container size="xl" py="md">
        <Stack gap="lg">
          <Title order={1}>{title}</Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <MultiSelect
              label={t.plates}
              placeholder={plates.length ? undefined : t.allPlates}
              data={(plateOptions.data?.items ?? []).map((plate) => ({
                value: plate.matricula,
                label: plate.descripcion ? `${plate.matricula} · ${plate.descripcion}` : plate.matricula,
              }))}
              value={[...plates]}
              onChange={(chosen) => setUrl({ plates: chosen })}
              searchable
              clearable
              w={360}
              disabled={plateOptions.isPending}
            />
            <DatePickerInput
              type="range"
              label={t.dates}
              placeholder={t.datesPlaceholder}
              value={picking ?? days}
              onChange={choose}
              valueFormat="DD/MM/YYYY"
              maxDate={today}
              allowSingleDateInRange
              previousLabel={t.previousMonth}
              nextLabel={t.nextMonth}
              error={tooLong ? t.tooLong(spec.maxDays) : undefined}
              w={330}
            />
          </Group>

          <MapSection title={t.trucksTitle} query={trucks}>
            {(data) => (
              <Stack gap="sm">
                {withTracks.length === 0 && <Text c="gray.7">{t.noTracks}</Text>}
                <MapFrame label={t.trucksMap} points={trackPoints}>
                  {trackLines(data.items)}
                  {truckMarkers(data.items, chosenTruck, setChosenTruck)}
                </MapFrame>
                <List listStyleType="none" spacing={4} aria-label={t.trucksTitle}>
                  {data.items.map((truck, index) => {
                    const last = truck.posiciones.at(-1);
                    return (
                      <List.Item
                        key={truck.matricula}
                        icon={<ColorSwatch size={12} color={colorOf(index)} />}
                      >
                        <Text size="sm">
                          <strong>{truck.matricula}</strong>
                          {truck.conductor && ` · ${t.driver}: ${truck.conductor}`} ·{' '}
                          {t.positions(truck.posiciones.length)}
                          {last && ` · ${t.lastPosition}: ${formatDateTime(last.fecha)}`}
                        </Text>
                      </List.Item>
                    );
                  })}
                </List>
              </Stack>
            )}
          </MapSection>

          <MapSection title={t.directionsTitle} query={places}>
            {(data) =>
              data.items.length === 0 ? (
                <Text c="gray.7">{t.noDirections}</Text>
              ) : (
                <MapFrame label={t.directionsMap} points={placePoints}>
                  {placeMarkers(data.items, chosenPlace, setChosenPlace)}
                </MapFrame>
              )
            }
          </MapSection>
        </Stack>
      </Container>
    </SpanishDates>
  );
}

/** A titled card with its map once the data is there: the server's error or a skeleton before. */
function MapSection<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {query.isError ? (
        <Alert color="red" title={t.loadFailed}>
          {query.error.message}
        </Alert>
      ) : query.isPending ? (
        <Skeleton h={420} role="status" aria-label={truckMapTexts.loading} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
