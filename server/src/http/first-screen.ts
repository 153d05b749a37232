// A page's first screen inside index.html (H5): the home page, the course tab and a goods page. When the site serves
// their route, the page's data (if it has any to give) goes into the HTML as a JSON block, named for its page, that
// the app reads instead of asking for it, and the picture the page shows largest is drawn at once by a placeholder
// (styled per page by the app's own entry CSS, removed by the app when its page shows that picture): the home page's
// first banner, the course tab's first cover, a goods page's cover. So the largest picture of the first screen is on
// screen before the framework has even downloaded: that is what brings these pages' LCP under the budget
// (docs/speed.md). The data comes from a provider app.ts wires in (the platform layer knows no context); a failing
// provider only costs the speed-up: the plain index.html is sent and the app loads its data as usual.
import fs from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { UPLOADS_PREFIX, assertValidKey, type FileStorage } from '../integrations/storage/types'

export interface FirstScreenPicture {
  /** Its upload path (what the page's data names it by). */
  path: string
  /** What the placeholder shows: the picture itself as a data URI when it is small and local, else its URL. */
  src: string
}

export interface FirstScreenContent {
  /** What the page would otherwise ask its API for (none for a page whose answer depends on the reader). */
  data?: unknown
  /** The picture the first screen shows largest, if any: drawn at once by a placeholder. */
  image?: FirstScreenPicture
}

/** The query string of the page's URL, as fastify parses it. */
export type PageQuery = Record<string, string | string[] | undefined>

export interface FirstScreen {
  /** Which page's data it is (the app takes only its own: src/shared/platform/first-screen.ts). */
  name: string
  /** The page paths that get it. */
  paths: readonly string[]
  load(query: PageQuery): Promise<FirstScreenContent>
}

/** The element ids and classes the app looks for (src/shared/platform/first-screen.ts and app.scss). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data'
const PLACEHOLDER_CLASS = 'first-screen'

/** JSON that cannot end its <script> element or open a comment: every < is written as \u003c. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * index.html with the first screen: the placeholder picture (preloaded when it is a URL; classed for its page, which
 * places it where that page shows the picture), then the data, before the app's mount point. The picture is decoded
 * synchronously so that it is in the first frame painted after the HTML is parsed: decoded in the background, it
 * missed that frame, and the app's deferred scripts, which run as soon as parsing ends, pushed its paint (the page's
 * LCP) behind them (course tab 2.26 s against 0.80 s with it). Replaced by functions: a replacement string would give
 * `$&` and friends in the data a meaning.
 */
export function withFirstScreen(html: string, name: string, content: FirstScreenContent): string {
  const data = content.data === undefined ? ''
    : `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}" data-screen="${attribute(name)}">${scriptSafeJson(content.data)}</script>`
  if (!content.image) return html.replace('<div id="app"', () => `${data}<div id="app"`)
  const src = attribute(content.image.src)
  const placeholder = `<div class="${PLACEHOLDER_CLASS} ${PLACEHOLDER_CLASS}--${attribute(name)}" aria-hidden="true">` +
    `<img src="${src}" data-path="${attribute(content.image.path)}" alt="" fetchpriority="high" decoding="sync"></div>`
  const withPlaceholder = html.replace('<div id="app"', () => `${placeholder}${data}<div id="app"`)
  if (content.image.src.startsWith('data:')) return withPlaceholder
  return withPlaceholder.replace('</head>', () => `<link rel="preload" as="image" href="${src}" fetchpriority="high"></head>`)
}

/**
 * A picture small enough to travel inside the page (the seed's banners are 22–27 KB, its covers 17–26 KB; the
 * console asks for under 60 KB): then it is on screen as soon as the HTML is, instead of sharing the slow network
 * with the scripts.
 */
export const INLINE_PICTURE_MAX_BYTES = 64 * 1024
const MIME = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' } as const
const inlined = new Map<string, { version: string; uri: string }>()

/** The picture as a data URI when local storage holds it and it is small; null otherwise (S3, too big, gone). */
async function inlinePicture(storage: FileStorage, uploadPath: string): Promise<string | null> {
  const key = uploadPath.slice(UPLOADS_PREFIX.length)
  const mime = MIME[path.extname(key).toLowerCase() as keyof typeof MIME]
  if (!storage.localRoot || !uploadPath.startsWith(UPLOADS_PREFIX) || !mime) return null
  try { assertValidKey(key) } catch { return null }
  const file = path.join(storage.localRoot, key)
  const stat = await fs.stat(file).catch(() => null)
  if (!stat || stat.size > INLINE_PICTURE_MAX_BYTES) return null
  const version = `${stat.size}:${stat.mtimeMs}`
  const cached = inlined.get(file)
  if (cached?.version === version) return cached.uri
  const uri = `data:${mime};base64,${(await fs.readFile(file)).toString('base64')}`
  inlined.set(file, { version, uri })
  return uri
}

/** The first screen's picture: inline when it can be, else at its public URL. */
export async function firstScreenPicture(storage: FileStorage, uploadPath: string): Promise<FirstScreenPicture> {
  return { path: uploadPath, src: (await inlinePicture(storage, uploadPath)) ?? storage.publicUrl(uploadPath) }
}

/** Sends a page made per request, compressed as the client accepts (brotli at a quick level: it is a few KB). */
export function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string): void {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding')
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
  } else if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html))
  } else {
    reply.send(html)
  }
}
