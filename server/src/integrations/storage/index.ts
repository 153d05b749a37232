// Picks the storage from configuration, once, at start.
import type { AppConfig } from '../../config'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import type { FileStorage } from './types'

export function createStorage(config: Pick<AppConfig, 's3' | 'uploadsDir' | 'staticBaseUrl'>): FileStorage {
  if (config.s3) return createS3Storage(config.s3)
  return createLocalStorage(config.uploadsDir, config.staticBaseUrl)
}
