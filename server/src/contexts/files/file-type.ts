// What a file really is, decided from its first bytes (magic-bytes.js), never from its name or the browser's
// claimed type. Only the types in KNOWN_TYPES can ever be stored, so HTML, SVG, scripts and executables are
// refused by construction: they are simply not in the table.
import { filetypeinfo } from 'magic-bytes.js'

export interface DetectedType {
  mime: string
  ext: string
}

/** Enough of the file for every signature we accept (MP4/MOV put theirs at offset 4; WebM names itself early). */
export const SNIFF_BYTES = 4100

/** magic-bytes typename → what we store and serve. */
const KNOWN_TYPES: Record<string, DetectedType> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  m4v: { mime: 'video/mp4', ext: 'mp4' },
  mov: { mime: 'video/quicktime', ext: 'mov' },
  webm: { mime: 'video/webm', ext: 'webm' },
  pdf: { mime: 'application/pdf', ext: 'pdf' }
}

/** Content type served for each extension we store (serve-uploads.ts); anything else is a download. */
export const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  Object.values(KNOWN_TYPES).map((t) => [t.ext, t.mime])
)

// WebM and Matroska share the EBML signature; only the DocType string tells them apart.
function isWebm(head: Buffer): boolean {
  return head.subarray(0, 64).includes('webm', 0, 'latin1')
}

export function detectFileType(head: Buffer): DetectedType | null {
  for (const candidate of filetypeinfo(head)) {
    if (candidate.typename === 'webm' && !isWebm(head)) continue
    const known = KNOWN_TYPES[candidate.typename]
    if (known) return known
  }
  return null
}
