/** Mantine's notices container and its styles, loaded by NoticesHost with the first notice. */
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function NoticesContainer() {
  return <Notifications position="top-right" />;
}
