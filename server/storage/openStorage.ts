/** The document storage the settings name: Azure Blob Storage when configured, else the local folder. */
import type { ServerConfig } from '../config';
import { azureBlobStorage } from './azureBlobStorage';
import { diskStorage } from './diskStorage';
import type { DocumentStorage } from './documentStorage';

export function openStorage(config: Pick<ServerConfig, 'storageRoot' | 'azureStorage'>): DocumentStorage {
  return config.azureStorage ? azureBlobStorage(config.azureStorage) : diskStorage(config.storageRoot);
}
