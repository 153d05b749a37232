// One-off codemod: rewrites hand-typed '/api/…' calls of API tests (caller()'s api.get/post/put/del and
// app.inject({ method, url })) into callApi / callApiRaw over the endpoint definitions of types/<ctx>/endpoints.
// Usage: node scripts/codemods/tests-through-contract.cjs <test files…>. What it cannot map it leaves as it was
// and lists; the result is then checked by the type-check and fixed by hand.
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const typesDir = path.join(root, 'types')

/** The endpoint files of the contract: types/<ctx>/*endpoints.ts, as module paths under '@contract/'. */
function endpointModules() {
  return fs.readdirSync(typesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) =>
    fs.readdirSync(path.join(typesDir, d.name)).filter((f) => f.endsWith('endpoints.ts')).map((f) => `${d.name}/${f.replace(/\.ts$/, '')}`))
}

/** Every definition: export name, module ('catalog/endpoints'), method, path segments. */
function loadEndpoints() {
  const list = []
  for (const module of endpointModules()) {
    const file = `${module}.ts`
    const text = fs.readFileSync(path.join(typesDir, file), 'utf8')
    const re = /export const (\w+)\s*=\s*define[\s\S]*?method:\s*'(\w+)',\s*path:\s*'([^']+)'/g
    let m
    while ((m = re.exec(text))) {
      list.push({ name: m[1], module, method: m[2], path: m[3], segments: m[3].split('/') })
    }
  }
  return list
}
const ENDPOINTS = loadEndpoints()

/** A URL expression as pieces: { text } or { expr } (source text of a ${} part). */
function urlPieces(node, sf) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }]
  if (ts.isTemplateExpression(node)) {
    const pieces = [{ text: node.head.text }]
    for (const span of node.templateSpans) {
      pieces.push({ expr: span.expression.getText(sf) })
      pieces.push({ text: span.literal.text })
    }
    return pieces.filter((p) => p.expr !== undefined || p.text !== '')
  }
  return null
}

/** Splits pieces at the first '?' into path pieces and query pieces. */
function splitQuery(pieces) {
  const pathPieces = []
  const queryPieces = []
  let inQuery = false
  for (const p of pieces) {
    if (inQuery) { queryPieces.push(p); continue }
    if (p.text !== undefined && p.text.includes('?')) {
      const i = p.text.indexOf('?')
      if (p.text.slice(0, i)) pathPieces.push({ text: p.text.slice(0, i) })
      if (p.text.slice(i + 1)) queryPieces.push({ text: p.text.slice(i + 1) })
      inQuery = true
    } else pathPieces.push(p)
  }
  return { pathPieces, queryPieces, hasQuery: inQuery }
}

/** Path pieces as segments: each a literal string or one expression; null when a segment mixes both. */
function segmentsOf(pieces) {
  const segments = [[]]
  for (const p of pieces) {
    if (p.expr !== undefined) { segments[segments.length - 1].push(p); continue }
    const parts = p.text.split('/')
    parts.forEach((part, i) => {
      if (i > 0) segments.push([])
      if (part) segments[segments.length - 1].push({ text: part })
    })
  }
  const out = []
  for (const seg of segments) {
    if (seg.length === 0) out.push({ text: '' })
    else if (seg.length === 1) out.push(seg[0])
    else return null
  }
  return out
}

const literalValue = (text) => (/^-?\d+$/.test(text) && text.length < 16 ? text : `'${text.replace(/'/g, "\\'")}'`)

function matchEndpoint(method, segments) {
  let best = null
  for (const e of ENDPOINTS) {
    if (e.method !== method || e.segments.length !== segments.length) continue
    const params = []
    let literals = 0
    let ok = true
    e.segments.forEach((s, i) => {
      const seg = segments[i]
      if (s.startsWith(':')) params.push(`${s.slice(1)}: ${seg.expr !== undefined ? seg.expr : literalValue(seg.text)}`)
      else if (seg.text === s) literals += 1
      else ok = false
    })
    if (ok && (!best || literals > best.literals)) best = { endpoint: e, params, literals }
  }
  return best
}

/** The query as object literal source, or null when it cannot be read. */
function queryObject(pieces) {
  if (pieces.length === 0) return null
  // Rebuild as key=value pairs where a value is a literal or one expression.
  const pairs = [[]]
  for (const p of pieces) {
    if (p.expr !== undefined) { pairs[pairs.length - 1].push(p); continue }
    p.text.split('&').forEach((part, i) => {
      if (i > 0) pairs.push([])
      if (part) pairs[pairs.length - 1].push({ text: part })
    })
  }
  const props = []
  for (const pair of pairs) {
    if (pair.length === 0) continue
    const [first, second] = pair
    if (first.text === undefined || !first.text.includes('=')) return null
    const [key, value] = [first.text.slice(0, first.text.indexOf('=')), first.text.slice(first.text.indexOf('=') + 1)]
    if (!/^\w+$/.test(key)) return null
    if (pair.length === 1) props.push(`${key}: ${literalValue(decodeURIComponent(value))}`)
    else if (pair.length === 2 && value === '' && second.expr !== undefined) {
      const m = /^encodeURIComponent\((.*)\)$/s.exec(second.expr)
      props.push(`${key}: ${m ? m[1] : second.expr}`)
    } else return null
  }
  return `{ ${props.join(', ')} }`
}

/** Transport options of caller(): { token, ip, userAgent } as callApi properties. */
function transportOf(node, sf) {
  if (!node) return []
  if (!ts.isObjectLiteralExpression(node)) return null
  const out = []
  for (const prop of node.properties) {
    if (ts.isShorthandPropertyAssignment(prop)) {
      if (!['token', 'ip'].includes(prop.name.text)) return null
      out.push(prop.name.text)
    } else if (ts.isPropertyAssignment(prop)) {
      const name = prop.name.getText(sf)
      const value = prop.initializer.getText(sf)
      if (name === 'token' || name === 'ip') out.push(`${name}: ${value}`)
      else if (name === 'userAgent') out.push(`headers: { 'user-agent': ${value} }`)
      else return null
    } else return null
  }
  return out
}

function rewriteFile(file) {
  const source = fs.readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const appOfCaller = {}
  for (const m of source.matchAll(/(\w+)\s*=\s*caller\(([\w.]+)\)/g)) appOfCaller[m[1]] = `${m[2]}.app`
  const edits = []
  const used = new Map()
  const unmapped = []
  const helpersUsed = new Set()

  function appFor(objectText) {
    if (appOfCaller[objectText]) return appOfCaller[objectText]
    const m = /^caller\(([\w.]+)\)$/.exec(objectText)
    if (m) return `${m[1]}.app`
    const m2 = /^(\w+)\.api$/.exec(objectText)
    if (m2) return `${m2[1]}.t.app`
    return null
  }

  function visit(node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const verb = node.expression.name.text
      const objectText = node.expression.expression.getText(sf)
      const first = node.arguments[0]
      const pieces = first && urlPieces(first, sf)
      const startsApi = pieces && pieces[0].text !== undefined && pieces[0].text.startsWith('/api/')
      if (startsApi && ['get', 'post', 'put', 'del'].includes(verb)) {
        const r = mapCall(node, objectText, verb, pieces)
        if (r) { edits.push(r); return }
        unmapped.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText(sf).slice(0, 90)}`)
      } else if (verb === 'inject' && first && ts.isObjectLiteralExpression(first)) {
        const r = mapInject(node, objectText, first)
        if (r) { edits.push(r); return }
        if (/\/api\//.test(first.getText(sf))) unmapped.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText(sf).slice(0, 90)}`)
      }
    }
    ts.forEachChild(node, visit)
  }

  function resolve(method, pieces) {
    const { pathPieces, queryPieces, hasQuery } = splitQuery(pieces)
    const segments = segmentsOf(pathPieces)
    if (!segments) return null
    const match = matchEndpoint(method, segments)
    if (!match) return null
    let query = null
    if (hasQuery) {
      query = queryObject(queryPieces)
      if (query === null) return null
    }
    return { ...match, query }
  }

  function importName(e) {
    const key = `${e.module}:${e.name}`
    if (!used.has(key)) {
      const clash = new RegExp(`\\b${e.name}\\b`).test(source) || [...used.values()].some((u) => u.local === e.name)
      used.set(key, { ...e, local: clash ? `${e.name}Endpoint` : e.name })
    }
    return used.get(key).local
  }

  /** callApi when the answer is read as an envelope right away; callApiRaw otherwise. */
  function wrapKind(node) {
    const awaitNode = node.parent
    if (!awaitNode || !ts.isAwaitExpression(awaitNode)) return { kind: 'raw', target: node }
    const parent = awaitNode.parent
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && ['expectOk', 'expectRefusal'].includes(parent.expression.text)) {
      return { kind: 'typed', target: node, dropTypeArgs: parent.expression.text === 'expectOk' && parent.typeArguments ? parent : null }
    }
    if (ts.isParenthesizedExpression(parent) && ts.isPropertyAccessExpression(parent.parent) && parent.parent.name.text === 'json' &&
        ts.isCallExpression(parent.parent.parent) && parent.parent.parent.arguments.length === 0) {
      return { kind: 'typed', target: parent.parent.parent, unwrapJson: true }
    }
    return { kind: 'raw', target: node }
  }

  function emit(node, app, match, body, transport, extra = []) {
    const { kind, target, dropTypeArgs, unwrapJson } = wrapKind(node)
    const fn = kind === 'typed' ? 'callApi' : 'callApiRaw'
    helpersUsed.add(fn)
    const props = []
    if (match.params.length) props.push(`params: { ${match.params.join(', ')} }`)
    if (match.query) props.push(`query: ${match.query}`)
    if (body && body !== 'undefined') props.push(`body: ${body}`)
    props.push(...transport, ...extra)
    const call = `${fn}(${app}, ${importName(match.endpoint)}${props.length ? `, { ${props.join(', ')} }` : ''})`
    const text = unwrapJson ? `(await ${call})` : call
    const result = [{ start: target.getStart(sf), end: target.getEnd(), text }]
    if (dropTypeArgs) {
      const args = dropTypeArgs.typeArguments
      result.push({ start: args.pos - 1, end: args.end + 1, text: '' })
    }
    return result
  }

  function mapCall(node, objectText, verb, pieces) {
    const app = appFor(objectText)
    if (!app) return null
    const method = { get: 'GET', post: 'POST', put: 'PUT', del: 'DELETE' }[verb]
    const match = resolve(method, pieces)
    if (!match) return null
    const hasBody = verb === 'post' || verb === 'put'
    const body = hasBody ? node.arguments[1]?.getText(sf) : undefined
    const transport = transportOf(node.arguments[hasBody ? 2 : 1], sf)
    if (transport === null) return null
    return emit(node, app, match, body, transport)
  }

  function mapInject(node, objectText, obj) {
    const props = {}
    for (const prop of obj.properties) {
      if (!ts.isPropertyAssignment(prop) && !ts.isShorthandPropertyAssignment(prop)) return null
      props[prop.name.getText(sf)] = ts.isPropertyAssignment(prop) ? prop.initializer : prop.name
    }
    if (!props.method || !props.url || !ts.isStringLiteral(props.method)) return null
    if (Object.keys(props).some((k) => !['method', 'url', 'payload', 'headers', 'remoteAddress'].includes(k))) return null
    const pieces = urlPieces(props.url, sf)
    if (!pieces || pieces[0].text === undefined || !pieces[0].text.startsWith('/api/')) return null
    const match = resolve(props.method.text, pieces)
    if (!match) return null
    const transport = []
    if (props.headers) {
      const h = props.headers
      if (!ts.isObjectLiteralExpression(h)) return null
      const rest = []
      for (const p of h.properties) {
        if (ts.isPropertyAssignment(p) && /^'?x-auth-token'?$/.test(p.name.getText(sf))) transport.push(`token: ${p.initializer.getText(sf)}`)
        else rest.push(p.getText(sf))
      }
      if (rest.length) transport.push(`headers: { ${rest.join(', ')} }`)
    }
    // inject() sent from 127.0.0.1 unless told otherwise; keep that (rate limits count per IP).
    transport.push(`ip: ${props.remoteAddress ? props.remoteAddress.getText(sf) : "'127.0.0.1'"}`)
    return emit(node, objectText, match, props.payload?.getText(sf), transport)
  }

  visit(sf)
  const flat = edits.flat().sort((a, b) => b.start - a.start)
  let out = source
  for (const e of flat) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  if (flat.length) {
    const rel = path.relative(path.dirname(file), path.join(root, 'test/api/helpers')).replace(/\\/g, '/')
    const byModule = {}
    for (const u of used.values()) (byModule[u.module] ??= []).push(u.local === u.name ? u.name : `${u.name} as ${u.local}`)
    const imports = Object.entries(byModule)
      .sort()
      .map(([m, names]) => `import { ${names.sort().join(', ')} } from '@contract/${m}'`)
    imports.push(`import { ${[...helpersUsed].sort().join(', ')} } from '${rel}/contract'`)
    // After the last import line.
    const lines = out.split('\n')
    let last = -1
    lines.forEach((l, i) => { if (/^import .* from '/.test(l) || /^} from '/.test(l)) last = i })
    lines.splice(last + 1, 0, ...imports)
    out = lines.join('\n')
    fs.writeFileSync(file, out)
  }
  return { file, edits: edits.length, unmapped }
}

for (const file of process.argv.slice(2)) {
  const r = rewriteFile(path.resolve(file))
  console.log(`${path.relative(root, r.file)}: ${r.edits} rewritten, ${r.unmapped.length} left`)
  for (const u of r.unmapped) console.log(`  left ${u}`)
}
