// Builds a multipart/form-data body by hand, as wx.uploadFile / an H5 FormData would send it.
import { randomBytes } from 'node:crypto'

export function multipartBody(parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>) {
  const boundary = `----fitedu${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.type ? `Content-Type: ${part.type}\r\n` : '') + '\r\n'
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** A fileName.png upload: the one-part body the app sends. */
export function fileUpload(content: Buffer | string, filename = 'photo.png', type = 'image/png') {
  return multipartBody([{ name: 'file', filename, type, content }])
}
