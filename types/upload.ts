/** What a file upload is for; each kind has its own accepted types and size cap. */
export const UPLOAD_KINDS = ['image', 'video', 'file'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** POST /api/file/upload answers data.path: a path under the static-assets base (spec §3, §7). */
export interface UploadResult {
  path: string
  url: string
  size: number
  mime: string
}
