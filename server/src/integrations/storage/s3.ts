// S3-compatible object storage (Tencent COS, MinIO, AWS S3), chosen when S3_BUCKET is set. Objects are stored
// under the same 'uploads/...' paths as local files, so data.path is identical in both modes and only the
// public base (S3_PUBLIC_BASE_URL, a bucket domain or CDN) differs.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { assertValidKey, joinUrl, UPLOADS_PREFIX, type FileStorage, type PutFileInput } from './types'

export interface S3Settings {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  publicBaseUrl: string
  forcePathStyle: boolean
}

/** Names are random and never reused, so a file's URL can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (instance role, environment, profile).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined
  })
  const objectKey = (key: string) => {
    assertValidKey(key)
    return UPLOADS_PREFIX.slice(1) + key
  }
  return {
    kind: 's3',
    async put({ key, sourcePath, mime, size }: PutFileInput) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: createReadStream(sourcePath),
            ContentLength: size,
            ContentType: mime,
            CacheControl: IMMUTABLE
          })
        )
      } finally {
        await fs.rm(sourcePath, { force: true })
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }))
    },
    publicUrl: (publicPath) => joinUrl(settings.publicBaseUrl, publicPath)
  }
}
