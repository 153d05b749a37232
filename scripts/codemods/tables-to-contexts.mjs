#!/usr/bin/env node
// Moves every table file from server/src/db/schema/ to the context that writes it
// (server/src/contexts/<ctx>/tables/<name>.ts, with a tables/index.ts per context), keeps server/src/db/schema.ts as
// the one file that gathers every context's tables for drizzle's typed db and drizzle-kit, and rewrites the imports:
//   - inside a context, its own tables come from its tables/ folder (relative);
//   - inside a context, another context's tables come from that context's tables/index.ts (a known exception the
//     cruiser lists; table files may do it for foreign keys);
//   - outside the contexts (seed, tests, scripts, db/), tables come from server/src/db/schema.
// Idempotent: run it again on a tree that already moved and it only moves what is still in db/schema/.
// Usage: node scripts/codemods/tables-to-contexts.mjs [--dry-run]
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const DRY = process.argv.includes('--dry-run')
const OLD_DIR = path.join(ROOT, 'server/src/db/schema')
const AGGREGATE = path.join(ROOT, 'server/src/db/schema.ts')
const CONTEXTS = path.join(ROOT, 'server/src/contexts')
// Only sorts db/schema.ts; the order itself is CONTEXT_ORDER in .dependency-cruiser.cjs.
const CONTEXT_ORDER = ['system', 'files', 'identity', 'catalog', 'commerce', 'sales', 'learning', 'classroom', 'exams',
  'training', 'settlement', 'content', 'tools']

/** The owner of each table file: the context that writes its tables. A new file not listed here is given to the
 * context whose files import it most (printed), or refused when nobody imports it. */
const OWNER = {
  audit: 'system',
  uploads: 'files',
  users: 'identity', auth: 'identity', sms: 'identity', wechat: 'identity', profiles: 'identity', addresses: 'identity',
  catalog: 'catalog', agreements: 'catalog', coupons: 'catalog', points: 'catalog', 'mini-program-codes': 'catalog',
  orders: 'commerce', refunds: 'commerce', invoices: 'commerce',
  content: 'content', 'content-home': 'content', 'content-about': 'content', publication: 'content',
  questionnaires: 'content', assistant: 'content',
  tools: 'tools'
}

// Code, and the notes beside it (README.md is left to whoever edits it: it names the folder in prose).
const SCAN_ROOTS = ['server/src', 'server/seed', 'server/drizzle.config.ts', 'server/ORDERS.md', 'test', 'scripts', 'types', 'docs']
const CODE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|md)$/
const log = (...a) => console.log(...a)
const rel = (p) => path.relative(ROOT, p)

function walk(p, out = []) {
  if (!fs.existsSync(p)) return out
  const st = fs.statSync(p)
  if (st.isFile()) {
    if (CODE_EXT.test(p)) out.push(p)
    return out
  }
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist' || e === 'migrations' || e.startsWith('.')) continue
    walk(path.join(p, e), out)
  }
  return out
}

function write(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false
  if (!DRY) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  return true
}

function move(from, to) {
  if (DRY) return
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    execFileSync('git', ['mv', from, to], { cwd: ROOT, stdio: 'pipe' })
  } catch {
    fs.renameSync(from, to)
  }
}

function spec(fromFile, target) {
  let s = path.relative(path.dirname(fromFile), target).replace(/\\/g, '/').replace(/\.ts$/, '')
  s = s.replace(/\/index$/, '')
  return s.startsWith('.') ? s : `./${s}`
}

/** Names a file exports (const, type, interface, function, class, enum). */
function exportsOf(text) {
  return [...text.matchAll(/^export\s+(?:declare\s+)?(?:const|let|type|interface|function|class|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1])
}

const contextOf = (file) => {
  const r = path.relative(CONTEXTS, file)
  return r.startsWith('..') ? null : r.split(path.sep)[0]
}
const tablesDir = (ctx) => path.join(CONTEXTS, ctx, 'tables')
const tablesIndex = (ctx) => path.join(tablesDir(ctx), 'index.ts')

// 1. Where each old table file goes (its owner), and who owns each exported name.
const oldFiles = fs.existsSync(OLD_DIR)
  ? fs.readdirSync(OLD_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''))
  : []
const allCode = SCAN_ROOTS.flatMap((r) => walk(path.join(ROOT, r)))

function inferOwner(name) {
  const counts = {}
  const re = new RegExp(`db/schema(/${name})?['"]`)
  for (const f of allCode) {
    const ctx = contextOf(f)
    if (!ctx || f.startsWith(OLD_DIR)) continue
    const text = fs.readFileSync(f, 'utf8')
    const names = exportsOf(fs.readFileSync(path.join(OLD_DIR, `${name}.ts`), 'utf8'))
    if (re.test(text) && names.some((n) => new RegExp(`\\b${n}\\b`).test(text))) counts[ctx] = (counts[ctx] ?? 0) + 1
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]
  if (!best) throw new Error(`No owner known for server/src/db/schema/${name}.ts: add it to OWNER in ${rel(new URL(import.meta.url).pathname)}`)
  log(`  ! ${name}.ts is not in OWNER: given to ${best[0]} (its files import it most: ${JSON.stringify(counts)})`)
  return best[0]
}

const moves = oldFiles.map((name) => ({ name, ctx: OWNER[name] ?? inferOwner(name) }))
const newPath = new Map() // old absolute path (no ext) -> new absolute path
for (const m of moves) newPath.set(path.join(OLD_DIR, m.name), path.join(tablesDir(m.ctx), `${m.name}.ts`))

// Names -> owning context, from the files still to move and those already moved.
const owners = new Map()
for (const ctx of fs.existsSync(CONTEXTS) ? fs.readdirSync(CONTEXTS) : []) {
  const dir = tablesDir(ctx)
  if (!fs.existsSync(dir)) continue
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    for (const n of exportsOf(fs.readFileSync(path.join(dir, f), 'utf8'))) owners.set(n, ctx)
  }
}
for (const m of moves) for (const n of exportsOf(fs.readFileSync(path.join(OLD_DIR, `${m.name}.ts`), 'utf8'))) owners.set(n, m.ctx)

// 2. Move the files, fixing their own relative imports.
log(moves.length ? `Moving ${moves.length} table files:` : 'No table files left in server/src/db/schema/.')
for (const m of moves) {
  const from = path.join(OLD_DIR, `${m.name}.ts`)
  const to = newPath.get(path.join(OLD_DIR, m.name))
  let text = fs.readFileSync(from, 'utf8')
  text = text.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (all, lead, q, s) => {
    const target = path.resolve(OLD_DIR, s)
    const bare = target.replace(/\.ts$/, '')
    // A table file moved on an earlier run (a new file added beside it later still says './users').
    const moved = newPath.get(bare) ?? (path.dirname(bare) === OLD_DIR ? findMoved(path.basename(bare)) : null)
    if (moved) {
      const ctx = contextOf(moved)
      return `${lead}${q}${ctx === m.ctx ? spec(to, moved) : spec(to, tablesIndex(ctx))}${q}`
    }
    return `${lead}${q}${spec(to, target)}${q}`
  })
  move(from, to) // git mv keeps history when the file is still tracked at its old place
  if (!DRY) fs.writeFileSync(to, text)
  log(`  ${rel(from)} -> ${rel(to)}`)
}

// 3. One tables/index.ts per context, and the aggregate for drizzle.
const ctxWithTables = fs.readdirSync(CONTEXTS).filter((c) => {
  const dir = tablesDir(c)
  return (fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f !== 'index.ts')) || moves.some((m) => m.ctx === c)
})
const ordered = [...ctxWithTables].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
function rank(c) {
  const i = CONTEXT_ORDER.indexOf(c)
  return i < 0 ? CONTEXT_ORDER.length : i
}
for (const ctx of ordered) {
  const names = new Set([
    ...(fs.existsSync(tablesDir(ctx)) ? fs.readdirSync(tablesDir(ctx)) : []).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.replace(/\.ts$/, '')),
    ...moves.filter((m) => m.ctx === ctx).map((m) => m.name)
  ])
  const body =
    `// The ${ctx} context's tables. Its own modules import them from here; another context's table files may import\n` +
    `// them for a foreign key; any other code reads them only through the context's index.ts.\n` +
    [...names].sort().map((n) => `export * from './${n}'`).join('\n') + '\n'
  if (write(tablesIndex(ctx), body)) log(`  wrote ${rel(tablesIndex(ctx))}`)
}
const aggregate =
  `// Every context's tables, for drizzle's typed database (db/index.ts) and drizzle-kit (server/drizzle.config.ts).\n` +
  `// Nothing else in the platform layer knows a context; a new context with tables gets a line here.\n` +
  ordered.map((c) => `export * from '${spec(AGGREGATE, tablesIndex(c))}'`).join('\n') + '\n'
if (write(AGGREGATE, aggregate)) log(`  wrote ${rel(AGGREGATE)}`)
const oldIndex = path.join(OLD_DIR, 'index.ts')
if (fs.existsSync(oldIndex)) {
  if (!DRY) {
    try { execFileSync('git', ['rm', '-q', '--cached', rel(oldIndex)], { cwd: ROOT, stdio: 'pipe' }) } catch {}
    fs.rmSync(oldIndex)
  }
  log(`  removed ${rel(oldIndex)}`)
}
if (!DRY && fs.existsSync(OLD_DIR) && !fs.readdirSync(OLD_DIR).length) fs.rmdirSync(OLD_DIR)

// 4. Rewrite the imports of the old paths everywhere.
const OLD_SPEC = /(^|\/)db\/schema(\/([a-z0-9-]+|index))?$/
const isOldTarget = (file, s) => {
  if (!s.startsWith('.')) return null
  const abs = path.resolve(path.dirname(file), s).replace(/\.(ts|js)$/, '')
  const r = path.relative(path.join(ROOT, 'server/src/db'), abs).replace(/\\/g, '/')
  if (!OLD_SPEC.test(`db/${r}`) || r.startsWith('..')) return null
  return r === 'schema' || r === 'schema/index' ? 'all' : r.slice('schema/'.length)
}

function targetFor(file, ctx) {
  const own = contextOf(file)
  if (!own) return spec(file, AGGREGATE)
  if (file.startsWith(tablesDir(own) + path.sep)) return own === ctx ? null : spec(file, tablesIndex(ctx))
  return spec(file, tablesIndex(ctx))
}

function rewriteNamed(file, typeKw, names, q) {
  const groups = new Map()
  for (const raw of names.split(',').map((x) => x.trim()).filter(Boolean)) {
    const bare = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim()
    const ctx = owners.get(bare)
    if (!ctx) throw new Error(`${rel(file)} imports ${bare} from the old schema, but no table file exports it`)
    const to = targetFor(file, ctx)
    if (!groups.has(to)) groups.set(to, [])
    groups.get(to).push(raw)
  }
  return [...groups].map(([to, list]) => importLine(typeKw, list, `${q}${to}${q}`)).join('\n')
}

/** One import statement, wrapped like the house style when it would pass 120 characters. */
function importLine(typeKw, names, from) {
  const line = `import ${typeKw}{ ${names.join(', ')} } from ${from}`
  return line.length <= 120 ? line : `import ${typeKw}{\n  ${names.join(', ')}\n} from ${from}`
}

/** True when the rewritten statement imports from the one place the old one did (outside code keeps db/schema). */
function sameSource(next, s) {
  const froms = [...next.matchAll(/ from (['"])([^'"]+)\1/g)].map((m) => m[2])
  return froms.length === 1 && froms[0] === s
}

let changed = 0
for (const file of SCAN_ROOTS.flatMap((r) => walk(path.join(ROOT, r)))) {
  if (file === AGGREGATE || path.basename(path.dirname(file)) === 'tables' && path.basename(file) === 'index.ts') continue
  const before = fs.readFileSync(file, 'utf8')
  let text = before.replace(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+(['"])([^'"]+)\3/g,
    (all, typeKw = '', names, q, s) => {
      if (!isOldTarget(file, s)) return all
      const next = rewriteNamed(file, typeKw, names, q)
      return sameSource(next, s) ? all : next // keep a statement whose source does not change as it was written
    }
  )
  // Namespace imports, re-exports and dynamic imports take the aggregate (every table).
  text = text.replace(/((?:from|import)\s*\(?\s*)(['"])([^'"]+)\2/g, (all, lead, q, s) =>
    isOldTarget(file, s) ? `${lead}${q}${spec(file, AGGREGATE)}${q}` : all
  )
  // Comments and strings that name an old table file.
  text = text.replace(/server\/src\/db\/schema\/index\.ts/g, 'server/src/db/schema.ts')
  text = text.replace(/(server\/src\/)?db\/schema\/([a-z0-9-]+)\.ts/g, (all, pre, name) => {
    if (name === 'index') return all
    const moved = newPath.get(path.join(OLD_DIR, name)) ?? findMoved(name)
    return moved ? rel(moved).replace(/^server\/src\//, pre ? 'server/src/' : '') : all
  })
  if (text !== before) {
    changed++
    if (!DRY) fs.writeFileSync(file, text)
    log(`  rewrote ${rel(file)}`)
  }
}
function findMoved(name) {
  for (const c of fs.readdirSync(CONTEXTS)) {
    const p = path.join(tablesDir(c), `${name}.ts`)
    if (fs.existsSync(p)) return p
  }
  return null
}
log(`${DRY ? '[dry run] ' : ''}done: ${moves.length} files moved, ${changed} files rewritten.`)
