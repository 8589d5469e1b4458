/**
 * The overlay of a document download (docs/product-rules.md#shell: 'Descargando Fichero'), over the whole
 * page while a document is on its way, as the global search shows it.
 */
import { LoadingOverlay, Text } from '@mantine/core';
import { texts } from '../lib/texts';

export function DownloadOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      loaderProps={{
        children: (
          <Text role="status" fw={600} c="brand.7" bg="white" px="md" py="xs">
            {texts.records.downloading}
          </Text>
        ),
      }}
    />
  );
}
