// The bench's reference page (app.jsx), built with esbuild into a temp dir (minified, production React) and served
// brotli-compressed from this process, like the H5 site's precompressed files.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const HERE = path.dirname(fileURLToPath(import.meta.url))

async function bundle() {
  const out = await build({
    entryPoints: [path.join(HERE, 'app.jsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'chrome85',
    jsx: 'transform',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error'
  })
  return out.outputFiles[0].contents
}

const brotli = (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })

/** Starts the reference server on a free local port; resolves to { url, close }. */
export async function serveReference() {
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: brotli(fs.readFileSync(path.join(HERE, 'index.html'))) },
    '/app.js': { type: 'text/javascript; charset=utf-8', body: brotli(await bundle()) }
  }
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname]
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(file.body)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    jsBytes: files['/app.js'].body.length,
    close: () => new Promise((resolve) => server.close(resolve))
  }
}

// `node scripts/bench-reference/serve.mjs` serves it until Ctrl-C, to look at it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url, jsBytes } = await serveReference()
  console.log(`${url} (app.js ${jsBytes} B brotli)`)
}
