/**
 * The one place the portal tells a person how an action went: a green notice when a save, send,
 * export or delete is done, a red one with the server's Spanish message (ApiError's) when it is not.
 * The texts are the callers' (src/lib/texts.ts and the features' text modules); the notices show at
 * the top right (src/app/NoticesHost.tsx mounts Mantine's Notifications with the first one).
 */
import { notifications } from '@mantine/notifications';

/** A notice's text: a message, or a title over a message. */
export type Notice = string | { readonly title: string; readonly message: string };

/** What an error says: the server's Spanish message for an ApiError, the error's own otherwise. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Something went as asked. */
export function noticeDone(notice: Notice): void {
  notifications.show(
    typeof notice === 'string' ? { color: 'green', message: notice } : { color: 'green', ...notice },
  );
}

/** Something failed: `title` says what (when given), the message says why (the error's, unless given). */
export function noticeFailed(title: string | undefined, error: unknown, message = messageOf(error)): void {
  notifications.show({ color: 'red', title, message });
}
