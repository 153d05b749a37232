/** What a file upload is for; each kind has its own accepted types and size cap. */
export const UPLOAD_KINDS = ['image', 'video', 'file'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** POST /api/file/upload answers data.path: a path under the static-assets base (product rules §3, §7). */
export interface UploadResult {
  path: string
  url: string
  size: number
  mime: string
}

const MB = 1024 * 1024

/**
 * Default size caps per kind (the server may be configured lower or higher; it answers PAYLOAD_TOO_LARGE above them).
 * - image 10 MB: product rules §7 uploads photos at original size; a phone camera original is 3–8 MB, so 10 MB takes any
 *   real photo while refusing raw scans and mistakes.
 * - video 100 MB: product rules §9 caps videos at 60 s; a 60 s 1080p phone recording at ~12 Mbit/s is about 90 MB.
 * - file 20 MB: PDFs (certificates, ID scans, homework) are a few MB; 20 MB still takes a many-page scan.
 */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  image: 10 * MB,
  video: 100 * MB,
  file: 20 * MB
}

/** MIME types accepted per kind, decided by the file's content (magic bytes), never by its name. */
export const UPLOAD_MIME_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
  file: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']
}
