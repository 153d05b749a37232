#!/usr/bin/env node
// Codemod: groups the contract (types/) by context, so an area's whole contract is one folder.
//   node scripts/codemods/contract-by-context.mjs [--dry-run]
// 1. splits the files named in SPLITS by their top-level declarations (each exported name to its new file),
// 2. moves the files named in MOVES,
// 3. rewrites every import of a moved or split module (`@contract/…` and relative paths into types/) in src/,
//    server/, admin/, test/, scripts/, config/ and types/: import, import type, export … from, import(),
//    require(), jest.mock(); an import from a split file is divided by name between the new files,
// 4. rewrites mentions of the old file paths (`types/account.ts`) in comments and Markdown.
// Idempotent: a second run finds nothing to move and nothing to rewrite. It prints what it did.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TYPES = path.join(ROOT, 'types')
const DRY = process.argv.includes('--dry-run')

// Old module (path under types/ without .ts) → new module. Files not named here stay where they are: the shared
// platform pieces at the root of types/ (envelope, errors, define, money, china-time, validation, admin,
// admin-access). A context folder holds shapes.ts (plain shapes), schemas.ts (zod: the server's input rules),
// constants.ts (value lists the app imports at run time), endpoints.ts (learner endpoints), admin-shapes.ts and
// admin-endpoints.ts; a context with several areas prefixes the area: content/about-endpoints.ts.
const MOVES = {
  'endpoints/define': 'define',
  // system
  health: 'system/shapes',
  'endpoints/system': 'system/endpoints',
  'endpoints/admin-audit': 'system/admin-endpoints',
  // files
  upload: 'files/shapes',
  'endpoints/files': 'files/endpoints',
  // identity
  user: 'identity/shapes',
  account: 'identity/schemas',
  'account-constants': 'identity/constants',
  'endpoints/identity': 'identity/endpoints',
  'admin-users': 'identity/admin-shapes',
  'endpoints/admin-users': 'identity/admin-endpoints',
  // catalog (goods, agreements, coupons, points)
  catalog: 'catalog/shapes',
  'endpoints/catalog': 'catalog/endpoints',
  'admin-catalog': 'catalog/admin-shapes',
  'endpoints/admin-catalog': 'catalog/admin-endpoints',
  'endpoints/admin-agreements': 'catalog/agreements-admin-endpoints',
  'admin-coupons': 'catalog/coupons-admin-shapes',
  'endpoints/admin-coupons': 'catalog/coupons-admin-endpoints',
  'admin-points': 'catalog/points-admin-shapes',
  'endpoints/admin-points': 'catalog/points-admin-endpoints',
  // commerce (checkout, orders, payment, refunds, invoices, logistics)
  'endpoints/commerce': 'commerce/endpoints',
  'admin-orders': 'commerce/admin-shapes',
  'endpoints/admin-orders': 'commerce/admin-endpoints',
  'admin-dashboard': 'commerce/dashboard-admin-shapes',
  'endpoints/admin-dashboard': 'commerce/dashboard-admin-endpoints',
  // learning
  learning: 'learning/shapes',
  'endpoints/learning': 'learning/endpoints',
  // content (FAQ, about, home, assistant, questionnaires)
  content: 'content/shapes',
  'endpoints/content': 'content/endpoints',
  'endpoints/admin-content': 'content/admin-endpoints',
  about: 'content/about-shapes',
  'endpoints/about': 'content/about-endpoints',
  'endpoints/admin-about': 'content/about-admin-endpoints',
  home: 'content/home-shapes',
  'endpoints/home': 'content/home-endpoints',
  'endpoints/admin-home': 'content/home-admin-endpoints',
  assistant: 'content/assistant-shapes',
  'endpoints/assistant': 'content/assistant-endpoints',
  'endpoints/admin-assistant': 'content/assistant-admin-endpoints',
  questionnaire: 'content/questionnaire-shapes',
  'endpoints/questionnaire': 'content/questionnaire-endpoints',
  'endpoints/admin-questionnaire': 'content/questionnaire-admin-endpoints',
  // tools
  tools: 'tools/schemas',
  calculators: 'tools/calculators',
  'endpoints/tools': 'tools/endpoints'
}

// Old module → its new files. `names` lists the exported names (and the comment of their section) that go to a
// file other than `rest`; every other top-level declaration goes to `rest`. A local (unexported) declaration goes
// with the names that use it, copied when two files use it.
const SPLITS = {
  commerce: {
    rest: 'commerce/schemas',
    headers: {
      'commerce/schemas': [
        '// Commerce: checkout, orders, payment, refunds, invoices and logistics. Money is integer fen everywhere and',
        '// every amount is computed by the server. Zod schemas are the server\'s strict input validation; the app',
        '// imports only types from here (import type) and constants from ./constants and ../catalog/constants.'
      ],
      'catalog/schemas': [
        '// Catalog: goods, their classes and exam sessions, coupons and points. Zod schemas are the server\'s strict',
        '// input validation; the app imports only types from here (import type) and constants from ./constants.'
      ]
    },
    // Where a comment or document that mentions the old file now points: by the folder it is in.
    mentions: [[/contexts\/catalog\/|features\/catalog\//, 'catalog/schemas']],
    names: {
      'catalog/schemas': [
        'goodsListQuery', 'GoodsListQuery', 'GoodsSummary', 'GoodsClass', 'ExamSession', 'BundleItem', 'GoodsDetail',
        'couponListQuery', 'CouponListQuery', 'Coupon', 'receiveCouponSchema', 'ReceiveCouponInput', 'SharedCoupon',
        'PointsSummary', 'PointsEntry'
      ]
    }
  },
  'commerce-constants': {
    rest: 'commerce/constants',
    headers: {
      'commerce/constants': ['// Value lists of commerce (orders, payment, refunds, invoices): pure constants, safe for the app bundle.'],
      'catalog/constants': ['// Value lists of the catalog (goods, classes, coupons, points): pure constants, safe for the app bundle.']
    },
    names: {
      'catalog/constants': [
        'GOODS_KINDS', 'GoodsKind', 'CLASS_STATUSES', 'ClassStatus', 'CLASS_TRANSFERS_MAX', 'COUPON_TYPES', 'CouponType',
        'COUPON_STATES', 'CouponState', 'POINTS_REASONS', 'PointsReason', 'POINTS_ENTRY_KINDS', 'PointsEntryKind',
        'FEN_PER_POINT', 'POINTS_MAX_SHARE', 'POINTS_PER_YUAN_PAID'
      ]
    }
  }
}

const SCAN_DIRS = ['src', 'server', 'admin', 'test', 'scripts', 'config', 'types', 'docs']
const SCAN_ROOT_FILES = ['README.md', 'jest.config.js', 'tsconfig.json']
const CODE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', '.swc', 'data'])
const SELF = fileURLToPath(import.meta.url)

const log = (...args) => console.log(...args)
const warnings = []
const warn = (msg) => { warnings.push(msg); console.warn('WARN ' + msg) }
const file = (id) => path.join(TYPES, id + '.ts')
const read = (p) => fs.readFileSync(p, 'utf8')
function write(p, text) {
  if (DRY) return
  fs.mkdirSync(path.dirname(p), { recursive: true })
  fs.writeFileSync(p, text)
}
const rel = (p) => path.relative(ROOT, p)

/** The module id under types/ that a specifier written in `fromFile` names, or null when it is outside types/. */
function moduleId(spec, fromFile) {
  let abs
  if (spec.startsWith('@contract/')) abs = path.join(TYPES, spec.slice('@contract/'.length))
  else if (spec.startsWith('.')) abs = path.resolve(path.dirname(fromFile), spec)
  else return null
  const r = path.relative(TYPES, abs)
  if (r.startsWith('..') || path.isAbsolute(r)) return null
  return r.split(path.sep).join('/').replace(/\.(ts|tsx|js)$/, '')
}

/** The specifier for module `id` in the style (alias or relative) of `oldSpec`, written in `fromFile`. */
function specFor(id, oldSpec, fromFile) {
  if (oldSpec.startsWith('@contract/')) return '@contract/' + id
  let r = path.relative(path.dirname(fromFile), file(id)).split(path.sep).join('/').replace(/\.ts$/, '')
  if (!r.startsWith('.')) r = './' + r
  return r
}

// ---- splitting a file by its top-level declarations ----

const DECL = /^(export\s+)?(?:declare\s+)?(const|let|var|function|type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/

/** Comments and string literals blanked out, so identifiers are found only in code. */
function codeOnly(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''")
}

/** Import statements at the top of `text`: [{text, spec, names: [{name, local, type}], typeOnly, ns}], and where the body starts. */
function parseHeader(text) {
  const imports = []
  const re = /^import\s+(type\s+)?([\s\S]*?)\s+from\s+(['"])([^'"]+)\3\s*\n/gm
  let end = 0
  let m
  // The header ends at the first line at column 0 that is neither a comment, blank, nor part of an import.
  while ((m = re.exec(text))) {
    const before = text.slice(end, m.index)
    if (codeOnly(before).trim() !== '') break
    imports.push({ typeOnly: !!m[1], clause: m[2], spec: m[4], text: m[0] })
    end = m.index + m[0].length
  }
  return { imports, bodyStart: end }
}

function parseSpecifiers(clause) {
  const inner = clause.trim().replace(/^\{|\}$/g, '')
  return inner.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const mm = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(s)
    if (!mm) throw new Error('cannot read import specifier: ' + s)
    return { type: !!mm[1], name: mm[2], local: mm[3] || mm[2] }
  })
}

/** The body as units: a top-level declaration with the comments just above it. */
function units(body) {
  const lines = body.split('\n')
  const out = []
  let cur = null
  let pending = []
  let depth = 0
  for (const line of lines) {
    const top = depth === 0
    const decl = top ? DECL.exec(line) : null
    if (top && decl) {
      cur = { name: decl[3], exported: !!decl[1], kind: decl[2], lines: [...pending, line] }
      pending = []
      out.push(cur)
    } else if (top && (/^\s*$/.test(line) || /^(\/\/|\/\*\*|\/\*| \*)/.test(line))) {
      if (/^\s*$/.test(line) && pending.length === 0 && cur) cur.lines.push(line)
      else pending.push(line)
    } else if (cur) cur.lines.push(line)
    else throw new Error('cannot split at: ' + line)
    const code = codeOnly(line)
    depth += (code.match(/[{([]/g) || []).length - (code.match(/[})\]]/g) || []).length
  }
  if (pending.length && cur) cur.lines.push(...pending)
  return out
}

/** Whether code uses an identifier: not as a property key (`id: number`) nor after a dot. */
function mentions(code, name) {
  return new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])(?!\\s*\\??:)`).test(code)
}

function split(oldId, plan) {
  const src = file(oldId)
  if (!fs.existsSync(src)) return false
  const targets = [plan.rest, ...Object.keys(plan.names)]
  for (const t of targets) if (fs.existsSync(file(t))) throw new Error(`cannot split ${rel(src)}: ${rel(file(t))} exists`)
  const text = read(src)
  const { imports, bodyStart } = parseHeader(text)
  // The old file's own heading comment (its first comment lines, before a blank line) gives way to the new headers.
  const all = units(bodyStart > 0 ? text.slice(bodyStart) : text.replace(/^(?:\/\/[^\n]*\n)+\n/, ''))
  const targetOf = new Map()
  for (const [t, names] of Object.entries(plan.names)) for (const n of names) targetOf.set(n, t)
  for (const u of all) if (u.exported && !targetOf.has(u.name)) targetOf.set(u.name, plan.rest)
  const uses = (u, name) => mentions(codeOnly(u.lines.join('\n')), name)
  // A local goes to every file whose declarations use it (directly or through another local).
  const locals = all.filter((u) => !u.exported)
  const placed = new Map(locals.map((l) => [l.name, new Set()]))
  for (let changed = true; changed;) {
    changed = false
    for (const l of locals) {
      for (const u of all) {
        const owners = u.exported ? [targetOf.get(u.name)] : [...placed.get(u.name)]
        for (const t of owners) if (u !== l && uses(u, l.name) && !placed.get(l.name).has(t)) { placed.get(l.name).add(t); changed = true }
      }
    }
  }
  const declOf = new Map(all.filter((u) => u.exported).map((u) => [u.name, u]))
  const created = []
  for (const t of targets) {
    const mine = all.filter((u) => (u.exported ? targetOf.get(u.name) === t : placed.get(u.name).has(t)))
    if (mine.length === 0) continue
    for (const l of locals) if (placed.get(l.name).size > 1 && mine.includes(l)) log(`  note: ${rel(src)}: local '${l.name}' copied into ${t}.ts`)
    // A unit that ends without a blank line keeps one before a commented unit after it (a section heading).
    const body = mine.map((u, i) => {
      const text = u.lines.join('\n')
      const next = mine[i + 1]
      return next && /^(\/\/|\/\*)/.test(next.lines[0]) && !/\n\s*$/.test(text) && u.lines.at(-1).trim() !== '' ? text + '\n' : text
    }).join('\n').replace(/\n+$/, '\n')
    const code = codeOnly(body)
    const used = (name) => mentions(code, name)
    const out = [...(plan.headers?.[t] ?? [])]
    const fromFile = file(t)
    for (const imp of imports) {
      const specs = parseSpecifiers(imp.clause).filter((s) => used(s.local))
      if (specs.length === 0) continue
      const id = moduleId(imp.spec, src)
      const spec = id === null ? imp.spec : specFor(MOVES[id] ?? id, imp.spec, fromFile)
      out.push(importText(imp.typeOnly, specs, spec))
    }
    const cross = new Map()
    for (const [name, owner] of targetOf) {
      if (owner === t || !used(name)) continue
      const d = declOf.get(name)
      if (!cross.has(owner)) cross.set(owner, [])
      cross.get(owner).push({ name, local: name, type: d.kind === 'type' || d.kind === 'interface' })
    }
    for (const [owner, specs] of cross) {
      const typeOnly = specs.every((s) => s.type)
      out.push(importText(typeOnly, typeOnly ? specs.map((s) => ({ ...s, type: false })) : specs, specFor(owner, './x', fromFile)))
      log(`  ${t}.ts imports ${specs.map((s) => s.name).join(', ')} from ${owner}.ts`)
    }
    write(fromFile, out.join('\n') + '\n\n' + body.replace(/^\n+/, ''))
    created.push(t)
    log(`split ${rel(src)} → ${rel(fromFile)} (${mine.filter((u) => u.exported).length} exports)`)
  }
  if (!DRY) fs.unlinkSync(src)
  return true
}

/** `import { a, type B } from '…'` (or export), wrapped over lines as the code base writes it past 120 characters. */
function importText(typeOnly, specs, spec, { kw = 'import', indent = '', q = "'" } = {}) {
  const list = specs.map((s) => (s.type ? 'type ' : '') + s.name + (s.local !== s.name ? ' as ' + s.local : '')).join(', ')
  const head = `${indent}${kw} ${typeOnly ? 'type ' : ''}{`
  const one = `${head} ${list} } from ${q}${spec}${q}`
  if (one.length <= 120) return one
  const lines = ['']
  for (const piece of list.split(', ')) {
    const last = lines.length - 1
    if (lines[last] && (lines[last] + ', ' + piece).length > 112) lines.push(piece)
    else lines[last] = lines[last] ? lines[last] + ', ' + piece : piece
  }
  return `${head}\n${indent}  ${lines.join(`,\n${indent}  `)}\n${indent}} from ${q}${spec}${q}`
}

/** Exported names of the files a split module went to: name → new module id. */
function splitIndex(plan) {
  const index = new Map()
  for (const t of [plan.rest, ...Object.keys(plan.names)]) {
    if (!fs.existsSync(file(t))) continue
    for (const m of read(file(t)).matchAll(/^export\s+(?:declare\s+)?(?:const|let|var|function|type|interface|class|enum)\s+([\w$]+)/gm)) index.set(m[1], t)
  }
  return index
}

// ---- moving files ----

function move(oldId, newId) {
  const from = file(oldId)
  const to = file(newId)
  if (!fs.existsSync(from)) return false
  if (fs.existsSync(to)) throw new Error(`cannot move ${rel(from)}: ${rel(to)} exists`)
  // Relative imports inside the moved file are rewritten against its old place before it moves.
  const text = read(from).replace(SPEC_RE, (all, pre, q, spec, post) => {
    const id = moduleId(spec, from)
    if (id === null) return all
    return pre + q + specFor(SPLITS[id] ? id : (MOVES[id] ?? id), spec, to) + q + post
  })
  write(to, text)
  if (!DRY) fs.unlinkSync(from)
  log(`moved ${rel(from)} → ${rel(to)}`)
  return true
}

// ---- rewriting importers ----

// `from '…'`, `import '…'`, `import('…')`, `require('…')`, `jest.mock('…'`.
const SPEC_RE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual|doMock)\s*\(\s*)(['"])([^'"\n]+)\2()/g
const NAMED_RE = /(^|\n)([ \t]*)(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])([^'"\n]+)\6/g

function rewriteCode(text, fromFile, splitIndexes) {
  let changed = 0
  // Named imports from a split module: one statement per new file.
  text = text.replace(NAMED_RE, (all, nl, indent, kw, typeKw, clause, q, spec) => {
    const id = moduleId(spec, fromFile)
    if (id === null || !SPLITS[id]) return all
    const index = splitIndexes.get(id)
    const groups = new Map()
    for (const s of parseSpecifiers(clause)) {
      const t = index.get(s.name)
      if (!t) { warn(`${rel(fromFile)}: '${s.name}' from ${spec} is in none of its new files`); return all }
      if (!groups.has(t)) groups.set(t, [])
      groups.get(t).push(s)
    }
    changed++
    const stmts = [...groups].map(([t, specs]) => importText(!!typeKw, specs, specFor(t, spec, fromFile), { kw, indent, q }))
    return nl + stmts.join('\n')
  })
  text = text.replace(SPEC_RE, (all, pre, q, spec, post) => {
    const id = moduleId(spec, fromFile)
    if (id === null) return all
    if (SPLITS[id]) { warn(`${rel(fromFile)}: cannot route '${all.trim()}' (not a named import of a split module)`); return all }
    const to = MOVES[id]
    if (!to) return all
    changed++
    return pre + q + specFor(to, spec, fromFile) + q + post
  })
  return { text, changed }
}

/** Mentions of old file paths in comments and docs: types/account.ts → types/identity/schemas.ts. */
function rewriteMentions(text, where) {
  let changed = 0
  // The old folder of endpoint definitions, named as a place or as a pattern: in documents and comment lines only
  // (a string in code that names the folder is code to fix by hand, and is reported).
  const folder = (line) => line
    .replace(/(?<![\w@/.-])types\/endpoints\/admin-<area>\.ts/g, () => (changed++, 'types/<context>/admin-endpoints.ts'))
    .replace(/(?<![\w@/.-])types\/endpoints\/<(\w+)>\.ts/g, (all, w) => (changed++, `types/<${w}>/endpoints.ts`))
    .replace(/(?<![\w@/.-])types\/endpoints(?![\w/-])/g, () => (changed++, 'types/<ctx>/endpoints'))
  const prose = !CODE_EXT.test(where)
  text = text.split('\n').map((line) => {
    if (prose || /^\s*(\/\/|\*|\/\*)/.test(line)) return folder(line)
    if (/(?<![\w@/.-])types\/endpoints(?![\w-])/.test(line)) warn(`${where}: names types/endpoints in code: ${line.trim()}`)
    return line
  }).join('\n')
  text = text.replace(/(?<![\w@/.-])types\/([\w-]+(?:\/[\w-]+)?)\.ts\b/g, (all, id) => {
    const plan = SPLITS[id]
    if (plan) {
      const to = (plan.mentions ?? []).find(([re]) => re.test(where))?.[1] ?? plan.rest
      log(`  ${where}: ${all} → types/${to}.ts (by folder: check the sentence)`)
      changed++
      return `types/${to}.ts`
    }
    if (!MOVES[id]) return all
    changed++
    return `types/${MOVES[id]}.ts`
  })
  return { text, changed }
}

function* walk(dir) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

function main() {
  log(`contract-by-context${DRY ? ' (dry run)' : ''} in ${ROOT}`)
  let did = 0
  for (const [id, plan] of Object.entries(SPLITS)) if (split(id, plan)) did++
  for (const [from, to] of Object.entries(MOVES)) if (move(from, to)) did++
  if (!DRY && fs.existsSync(path.join(TYPES, 'endpoints')) && fs.readdirSync(path.join(TYPES, 'endpoints')).length === 0) {
    fs.rmdirSync(path.join(TYPES, 'endpoints'))
  }
  const splitIndexes = new Map(Object.entries(SPLITS).map(([id, plan]) => [id, splitIndex(plan)]))
  const files = [...SCAN_DIRS.flatMap((d) => [...walk(path.join(ROOT, d))]), ...SCAN_ROOT_FILES.map((f) => path.join(ROOT, f))]
  let edited = 0
  let rewrites = 0
  for (const f of files) {
    if (f === SELF || !fs.existsSync(f)) continue
    const isCode = CODE_EXT.test(f)
    if (!isCode && !/\.(md|json)$/.test(f)) continue
    const before = read(f)
    let text = before
    let n = 0
    if (isCode) { const r = rewriteCode(text, f, splitIndexes); text = r.text; n += r.changed }
    const m = rewriteMentions(text, rel(f)); text = m.text
    if (text !== before) {
      write(f, text)
      edited++
      rewrites += n
      log(`rewrote ${rel(f)}: ${n} import(s), ${m.changed} mention(s)`)
    }
  }
  // Files left at the top of types/ that no table names: a new file from another branch needs a line in MOVES.
  const platform = new Set(['envelope', 'errors', 'define', 'money', 'china-time', 'validation', 'admin', 'admin-access'])
  for (const f of fs.readdirSync(TYPES)) {
    const id = f.replace(/\.ts$/, '')
    if (f.endsWith('.ts') && !platform.has(id)) warn(`types/${f} is in no table: left in place`)
  }
  if (fs.existsSync(path.join(TYPES, 'endpoints'))) for (const f of fs.readdirSync(path.join(TYPES, 'endpoints'))) warn(`types/endpoints/${f} is in no table: left in place`)
  log(`done: ${did} file(s) split or moved, ${rewrites} import(s) rewritten in ${edited} file(s), ${warnings.length} warning(s)`)
  if (did === 0 && edited === 0) log('nothing to do (already applied)')
}

main()
