/**
 * Where notices show (src/lib/notices.ts): saves, exports and sends report at the top right, success
 * or the server's Spanish error. Mantine's Notifications (with its transitions and scroll handling)
 * loads with the first notice instead of with every page: a notice waits in Mantine's store, which
 * the host watches, until the container has loaded and shows it.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NoticesContainer = lazy(() => import('./NoticesContainer'));

export function NoticesHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once there, it stays: Mantine animates the notices in and out itself.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticesContainer />
    </Suspense>
  );
}
