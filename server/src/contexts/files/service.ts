// Upload rules: size cap per kind, type by content, a random name, then storage and a record of who uploaded it.
// The file is spooled to a temporary file while it arrives, so memory stays flat even for a 100 MB video.
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { UPLOAD_MIME_TYPES, type UploadKind, type UploadResult } from '@contract/files/shapes'
import type { Db } from '../../db'
import { userError } from '../../http/errors'
import { UPLOADS_PREFIX, type FileStorage } from '../../integrations/storage/types'
import { detectFileType, SNIFF_BYTES, type DetectedType } from './file-type'
import { insertUpload } from './repo'

export interface UploadDeps {
  db: Db
  storage: FileStorage
  tmpDir: string
  maxBytes: Readonly<Record<UploadKind, number>>
}

/** The incoming file as @fastify/multipart hands it over (truncated is set when the size cap cut it off). */
export interface IncomingFile {
  stream: Readable & { truncated?: boolean }
}

const KIND_LABEL: Record<UploadKind, string> = { image: '图片', video: '视频', file: '文件' }
const ACCEPTED_TEXT: Record<UploadKind, string> = {
  image: '只能上传 JPG、PNG、GIF、WebP 格式的图片',
  video: '只能上传 MP4、MOV、WebM 格式的视频',
  file: '只能上传 PDF 文件或 JPG、PNG、GIF、WebP 图片'
}

/** The request body ended before the multipart data did (a dropped connection, a client bug): the client's failure. */
export function uploadIncomplete() {
  return userError('UPLOAD_INCOMPLETE', '文件上传不完整，请重新上传')
}

function readableSize(bytes: number): string {
  const mb = bytes / 1024 / 1024
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`
}

/**
 * Whether a failed copy is the client's: the incoming part did not end normally (the parser found the body cut
 * off, before or while we read it). A small body is parsed completely before the copy starts, so the parser's
 * error may have been emitted already: the stream's state is what tells, not catching the event. A failure of
 * the disk while the part was still arriving stays ours (a 500).
 */
function sourceCutOff(stream: Readable, err: unknown): boolean {
  if (stream.errored) return stream.errored === err || !isLocalIoError(err)
  return !stream.readableEnded && !isLocalIoError(err)
}

/** Errors of our own file system (ENOSPC, EACCES, ...) carry a syscall; the parser's errors do not. */
function isLocalIoError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'syscall' in err
}

/** Writes the stream to `target`, counting bytes and keeping the first SNIFF_BYTES for type detection. */
async function spool(stream: Readable, target: string): Promise<{ size: number; head: Buffer }> {
  let size = 0
  const headChunks: Buffer[] = []
  let headLength = 0
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk)
        headLength += chunk.length
      }
      done(null, chunk)
    }
  })
  const sink = createWriteStream(target, { mode: 0o600 })
  try {
    await pipeline(stream, tap, sink)
  } catch (err) {
    // The temp file may still be opening: wait until it is closed, or the caller's rm could run first.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()))
    throw sourceCutOff(stream, err) ? uploadIncomplete() : err
  }
  return { size, head: Buffer.concat(headChunks).subarray(0, SNIFF_BYTES) }
}

function checkFile(kind: UploadKind, truncated: boolean, size: number, type: DetectedType | null, max: number) {
  if (truncated) {
    throw userError('PAYLOAD_TOO_LARGE', `${KIND_LABEL[kind]}不能超过 ${readableSize(max)}，请换一个小一些的文件`)
  }
  if (size === 0) throw userError('VALIDATION', '上传的文件是空的，请重新选择')
  if (!type || !UPLOAD_MIME_TYPES[kind].includes(type.mime)) throw userError('UNSUPPORTED_FILE', ACCEPTED_TEXT[kind])
  return type
}

/** '2026/11/<uuid>.jpg': grouped by month (UTC) so no directory grows without bound. */
export function newKey(ext: string, now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`
}

export async function storeUpload(
  deps: UploadDeps,
  input: { userId: number; kind: UploadKind; file: IncomingFile }
): Promise<UploadResult> {
  await fs.mkdir(deps.tmpDir, { recursive: true })
  const tmpPath = path.join(deps.tmpDir, `${randomUUID()}.part`)
  try {
    const { size, head } = await spool(input.file.stream, tmpPath)
    const max = deps.maxBytes[input.kind]
    const type = checkFile(input.kind, Boolean(input.file.stream.truncated), size, detectFileType(head), max)
    const key = newKey(type.ext, new Date())
    await deps.storage.put({ key, sourcePath: tmpPath, mime: type.mime, size })
    const publicPath = UPLOADS_PREFIX + key
    await insertUpload(deps.db, { userId: input.userId, path: publicPath, mime: type.mime, size, kind: input.kind })
      // A file nobody can trace is worse than no file: take it back out if the record cannot be written.
      .catch(async (err) => {
        await deps.storage.remove(key).catch(() => {})
        throw err
      })
    return { path: publicPath, url: deps.storage.publicUrl(publicPath), size, mime: type.mime }
  } finally {
    // Gone already when storage took it; still here after a refusal or failure.
    await fs.rm(tmpPath, { force: true })
  }
}
