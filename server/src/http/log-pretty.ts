// Log lines for a person at a terminal (npm start): one short line per API request (`GET /api/goods 200 3ms`),
// warnings and errors with their message and stack, other messages with their fields. Only used when stdout is a
// TTY; anything else (tests, production, a pipe) gets pino's JSON lines unchanged. No pino-pretty in the tree, and
// the mapping is small enough to own.
import { Writable } from 'node:stream'

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }
const STANDARD_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'v'])
/** Requests whose completion line never came (aborted connections) must not pile up. */
const MAX_PENDING = 1000

interface LogLine {
  level: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  code?: string
  err?: { message?: string; stack?: string }
  [key: string]: unknown
}

function fieldsOf(line: LogLine): string {
  return Object.entries(line)
    .filter(([key, value]) => !STANDARD_KEYS.has(key) && key !== 'err' && value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ')
}

function plain(line: LogLine): string {
  const label = LEVELS[line.level]
  const text = [label, line.msg, fieldsOf(line)].filter(Boolean).join(' ')
  const stack = line.err?.stack ?? line.err?.message
  return stack ? `${text}\n  ${stack.replace(/\n/g, '\n  ')}` : text
}

export function prettyLogStream(out: NodeJS.WritableStream): Writable {
  const started = new Map<string, { method: string; url: string; code?: string }>()

  function requestLine(line: LogLine): string | null {
    const request = line.reqId ? started.get(line.reqId) : undefined
    if (line.reqId) started.delete(line.reqId)
    const status = line.res?.statusCode ?? 0
    // The H5 site's chunks and uploads would bury the API lines; their failures still show.
    if (request && !request.url.startsWith('/api/') && status < 400) return null
    const head = request ? `${request.method} ${request.url} ` : ''
    return `${head}${status} ${Math.round(line.responseTime ?? 0)}ms${request?.code ? ` ${request.code}` : ''}`
  }

  function format(line: LogLine): string | null {
    if (line.msg === 'incoming request' && line.reqId) {
      if (started.size >= MAX_PENDING) started.clear()
      started.set(line.reqId, { method: line.req?.method ?? '', url: line.req?.url ?? '' })
      return null
    }
    if (line.msg === 'request refused' && line.reqId) {
      const request = started.get(line.reqId)
      if (request) request.code = line.code
      return null
    }
    if (line.msg === 'request completed') return requestLine(line)
    // The start-up banner prints the URL right after; one address per interface would only push it up.
    if (line.msg?.startsWith('Server listening at')) return null
    return plain(line)
  }

  return new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) {
        let formatted: string | null
        try {
          formatted = format(JSON.parse(text) as LogLine)
        } catch {
          formatted = text
        }
        if (formatted !== null) out.write(`${formatted}\n`)
      }
      done()
    }
  })
}
