/**
 * A pigeon-maps map on a plain background, with the configured tiles over it when they load. A
 * tile that fails (no network, provider down) hides itself and the map says, in Spanish, that the
 * background is unavailable: the overlays (routes, markers) still show on the plain background.
 */
import { Alert, Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Map as PigeonMap, type TileComponent } from 'pigeon-maps';
import { type ReactNode, useMemo, useState } from 'react';
import { fitView, type LatLng } from './geo';
import { tileTemplate, tileUrl } from './mapTiles';
import { truckMapTexts } from './truckMapTexts';

const height = 420;
/** Neutral land colour: what the map shows where no tile is. */
const plainBackground = '#e9ecef';

interface MapFrameProps {
  /** Accessible name of the map region. */
  label: string;
  /** The points the first view must fit. */
  points: readonly LatLng[];
  children: ReactNode;
}

export function MapFrame({ label, points, children }: MapFrameProps) {
  const { ref, width } = useElementSize();
  const template = useMemo(tileTemplate, []);
  const [tilesFailed, setTilesFailed] = useState(template === null);
  const view = useMemo(() => fitView(points, width || 800, height), [points, width]);

  const tile = useMemo<TileComponent>(
    () =>
      function MapTile({ tile, tileLoaded }) {
        return (
          <img
            src={tile.url}
            srcSet={tile.srcSet}
            width={tile.width}
            height={tile.height}
            loading="lazy"
            onLoad={tileLoaded}
            onError={(event) => {
              // A broken image would draw its icon over the plain background.
              event.currentTarget.style.visibility = 'hidden';
              setTilesFailed(true);
              tileLoaded();
            }}
            alt=""
            style={{
              position: 'absolute',
              left: tile.left,
              top: tile.top,
              willChange: 'transform',
              transformOrigin: 'top left',
            }}
          />
        );
      },
    [],
  );

  return (
    <Box>
      {tilesFailed && (
        <Alert color="gray" mb="xs" role="status">
          {truckMapTexts.tilesUnavailable}
        </Alert>
      )}
      <Box
        ref={ref}
        h={height}
        role="region"
        aria-label={label}
        style={{ background: plainBackground, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {/* Measured first: pigeon-maps draws the overlays against its width. */}
        {width > 0 && (
          <PigeonMap
            key={`${view.center.join(',')}-${view.zoom}`}
            height={height}
            width={width}
            defaultCenter={view.center}
            defaultZoom={view.zoom}
            provider={(x, y, z) => (template ? tileUrl(template, x, y, z) : '')}
            tileComponent={template ? tile : () => <span />}
            attribution={template ? undefined : false}
            metaWheelZoom
            metaWheelZoomWarning={truckMapTexts.wheelZoomWarning}
          >
            {children}
          </PigeonMap>
        )}
      </Box>
    </Box>
  );
}
