// The home page's first screen inside index.html (H5). When the site serves the home route, the page's data goes
// into the HTML as a JSON block the app reads instead of asking for it, and the first banner's picture is
// preloaded and drawn at once by a placeholder (styled by the app's own entry CSS, removed by the app when its page
// shows the carousel). So the largest picture of the first screen is on screen before the framework has even
// downloaded: that is what brings the home page's LCP under the budget (README → Speed and size).
// The data comes from a provider app.ts wires in (the platform layer knows no context); a failing provider only
// costs the speed-up: the plain index.html is sent and the app loads its data as usual.
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export interface FirstScreenContent {
  /** What the page would otherwise ask its API for. */
  data: unknown
  /** The URL of the picture the first screen shows largest, if any. */
  image?: string
}

export interface FirstScreen {
  /** The page paths (besides '/') that get it. */
  paths: readonly string[]
  load(): Promise<FirstScreenContent>
}

/** The element ids and classes the app looks for (src/shared/platform/first-screen.ts and app.scss). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data'
const PLACEHOLDER_CLASS = 'first-screen'

/** JSON that cannot end its <script> element or open a comment: every < is written as \u003c. */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** index.html with the first screen: preload and placeholder picture, then the data, before the app's mount point. */
export function withFirstScreen(html: string, content: FirstScreenContent): string {
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson(content.data)}</script>`
  // Replaced by functions: a replacement string would give `$&` and friends in the data a meaning.
  if (!content.image) return html.replace('<div id="app"', () => `${data}<div id="app"`)
  const src = attribute(content.image)
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`
  const placeholder = `<div class="${PLACEHOLDER_CLASS}" aria-hidden="true"><img src="${src}" alt="" fetchpriority="high"></div>`
  return html.replace('</head>', () => `${preload}</head>`).replace('<div id="app"', () => `${placeholder}${data}<div id="app"`)
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
