// The API suite's jest environment. Opening an in-memory PGlite compiles its WebAssembly and runs initdb (about
// 2.5 s), and every test file opens at least one, so each jest worker does that once: it migrates one database,
// dumps it, and hands the dump and the WebAssembly module to every test file it runs (global __pgliteStart, read by
// test-database.ts). A file's database is then a fresh copy of the migrated one.
// Plain CommonJS: jest loads environments outside the test sandbox and without the swc transform.
const fs = require('node:fs')
const path = require('node:path')
const { TestEnvironment } = require('jest-environment-node')

const migrationsFolder = path.join(__dirname, '../../../server/src/db/migrations')
/** One per worker process: jest creates an environment per test file, but loads this module once. */
let prepared

async function prepareStart() {
  const { PGlite } = require('@electric-sql/pglite')
  const { drizzle } = require('drizzle-orm/pglite')
  const { migrate } = require('drizzle-orm/pglite/migrator')
  const dist = path.dirname(require.resolve('@electric-sql/pglite'))
  const pgliteWasm = fs.readFileSync(path.join(dist, 'pglite.wasm'))
  const initdbWasm = fs.readFileSync(path.join(dist, 'initdb.wasm'))
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pgliteWasm), WebAssembly.compile(initdbWasm)])
  const fsBundle = new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))])
  const client = await PGlite.create({ pgliteWasmModule, initdbWasmModule, fsBundle })
  try {
    await migrate(drizzle({ client }), { migrationsFolder })
    // What a file's copy costs is mostly files to unpack and WAL to replay (2026-12-07: about 1.1 s a copy outside
    // jest). The tests never create a database, so the two templates initdb made (two thirds of the files) go, and a
    // checkpoint leaves nothing to replay: about 0.6 s a copy.
    await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')")
    for (const name of ['template0', 'template1']) await client.exec(`drop database ${name}`)
    await client.exec('checkpoint')
    const loadDataDir = await client.dumpDataDir('none')
    return { pgliteWasm, fsBundle, loadDataDir }
  } finally {
    await client.close()
  }
}

class ApiTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup()
    // On PostgreSQL (TEST_DATABASE_URL) each file creates a real database instead.
    if (process.env.TEST_DATABASE_URL) return
    prepared ??= prepareStart()
    const { pgliteWasm, fsBundle, loadDataDir } = await prepared
    // PGlite checks `instanceof WebAssembly.Module` in the test file's realm, so the module is compiled there; V8
    // reuses the machine code it compiled for the same bytes, so this is quick.
    const pgliteWasmModule = await this.global.WebAssembly.compile(pgliteWasm)
    this.global.__pgliteStart = { pgliteWasmModule, fsBundle, loadDataDir }
  }
}

module.exports = ApiTestEnvironment
