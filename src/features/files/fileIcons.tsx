/** The icon of an explorer item by its type (the contract's file item types). */
import { IconCornerLeftUp, IconFileText, IconFileTypePdf, IconFolder } from '@tabler/icons-react';
import type { FileItemType } from '../../api/generated/model';
import { iconSizes } from '../../lib/iconSizes';

const icons = {
  FOLDER: IconFolder,
  BACKFOLDER: IconCornerLeftUp,
  'application/pdf': IconFileTypePdf,
  'text/plain': IconFileText,
} as const satisfies Record<FileItemType, unknown>;

export function FileIcon({ type }: { type: FileItemType }) {
  const Icon = icons[type];
  // Never squeezed by a long name beside it.
  return <Icon size={iconSizes.sm} aria-hidden stroke={1.6} style={{ flexShrink: 0 }} />;
}
