/**
 * The center filter: the service directions of the chosen center and its descendants (the structure
 * lookup takes the center by name). No center chosen: undefined, and the grid uses all the selected
 * client's directions. Offered to normal clients only (the digitalized lookup has no center).
 */
import { useGetServiceDirections } from '../../api/generated/structure/structure';
import { useSelectedClient } from '../../session/SelectedClientProvider';

export function useCenterDirections(center: string | null) {
  const { selection } = useSelectedClient();
  const client = selection?.client.client ?? '';
  const query = useGetServiceDirections(
    { client, ...(center ? { center } : {}) },
    { query: { enabled: Boolean(center && client && !selection?.digitalizedState) } },
  );
  if (!center) return { directionIds: undefined, loading: false };
  return {
    directionIds: query.data?.items.map((direction) => direction.iddireccionservicio),
    loading: query.isPending,
  };
}
