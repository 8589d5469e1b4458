/**
 * The generic grid screen. Loaded on demand (route-level split, ScreenBody): the table library the
 * grid issue brings must never travel with the signed-in home. Until then, a placeholder.
 */
import type { GridSpec } from './define';
import { PendingScreen } from './PendingScreen';

export default function GridScreen({ title }: { title: string; spec: GridSpec; embedded?: boolean }) {
  return (
    <PendingScreen title={title} spec={{ kind: 'pending', description: 'Rejilla de datos.', issue: 7 }} />
  );
}
