/**
 * The document storages the file tests run on: the local folder and Azure Blob Storage (Azurite,
 * started once per test file on first need and stopped with `stopAzurite`).
 */
import { type RunningAzurite, startAzurite } from '../../../server/testing/azurite';
import type { TestApiOptions } from '../../../server/testing/testApi';

export const storageKinds = ['disco', 'azure'] as const;
export type StorageKindUnderTest = (typeof storageKinds)[number];

let azurite: Promise<RunningAzurite> | undefined;

/** createTestApi's options for a storage. */
export async function storageOptions(kind: StorageKindUnderTest): Promise<Pick<TestApiOptions, 'azure'>> {
  if (kind === 'disco') return {};
  azurite ??= startAzurite();
  return { azure: { connectionString: (await azurite).connectionString } };
}

export async function stopAzurite(): Promise<void> {
  const running = azurite;
  azurite = undefined;
  await (await running)?.stop();
}
