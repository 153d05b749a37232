// Backup and restore of everything the server keeps: the database (the embedded PGlite directory through PGlite's
// own dump, or PostgreSQL through pg_dump's custom format) and the uploaded files of local storage. A backup is a
// folder: manifest.json, database.tar.gz or database.dump, and uploads/. Restoring never deletes: the embedded
// database and the uploads it replaces are moved aside first, and PostgreSQL is restored with pg_restore --clean.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync, gzipSync } from 'node:zlib'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

const run = promisify(execFile)

export interface BackupTarget {
  /** PostgreSQL when set; otherwise the embedded database in `pgliteDir`. */
  databaseUrl?: string
  pgliteDir: string
  /** The local storage's folder of uploaded files (absent with object storage, which keeps its own copies). */
  uploadsDir?: string
  /** How PGlite starts (the API tests hand over the WebAssembly they compiled once); the defaults otherwise. */
  pgliteStart?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>
}

export interface BackupManifest {
  kind: 'pglite' | 'postgres'
  createdAt: string
  database: string
  uploads: boolean
}

const MANIFEST = 'manifest.json'

/** `backups/2026-11-27T14-05-09Z`: sortable, and valid as a folder name everywhere. */
export function backupFolderName(at: Date): string {
  return at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
}

async function dumpPglite(target: BackupTarget, file: string): Promise<void> {
  const db = new PGlite(target.pgliteDir, target.pgliteStart)
  try {
    // dumpDataDir does not wait for the start itself: called on a database still opening, it never returns.
    await db.waitReady
    // Compressed here rather than by PGlite, whose gzip needs the web CompressionStream (absent in some runtimes).
    const dump = await db.dumpDataDir('none')
    fs.writeFileSync(file, gzipSync(Buffer.from(await dump.arrayBuffer())))
  } finally {
    await db.close()
  }
}

async function loadPglite(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(target.pgliteDir, { recursive: true })
  const db = new PGlite(target.pgliteDir, { ...target.pgliteStart, loadDataDir: new Blob([gunzipSync(fs.readFileSync(file))]) })
  await db.waitReady
  await db.close()
}

/** Moves a folder out of the way (beside itself, stamped) so a restore loses nothing; returns where it went. */
function moveAside(dir: string, stamp: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined
  const aside = `${dir}.before-restore-${stamp}`
  fs.renameSync(dir, aside)
  return aside
}

export async function backup(target: BackupTarget, into: string, at: Date): Promise<BackupManifest> {
  fs.mkdirSync(into, { recursive: true })
  const kind = target.databaseUrl ? 'postgres' : 'pglite'
  const database = kind === 'postgres' ? 'database.dump' : 'database.tar.gz'
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(into, database)}`, target.databaseUrl])
  } else {
    await dumpPglite(target, path.join(into, database))
  }
  const uploads = Boolean(target.uploadsDir && fs.existsSync(target.uploadsDir))
  if (uploads) fs.cpSync(target.uploadsDir!, path.join(into, 'uploads'), { recursive: true })
  const manifest: BackupManifest = { kind, createdAt: at.toISOString(), database, uploads }
  fs.writeFileSync(path.join(into, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
  return manifest
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, MANIFEST)
  if (!fs.existsSync(file)) throw new Error(`${from} is not a backup (no ${MANIFEST})`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest
}

/** What the restore moved aside (the embedded database and uploads it replaced), for the operator to delete later. */
export async function restore(target: BackupTarget, from: string, at: Date): Promise<string[]> {
  const manifest = readManifest(from)
  const wanted = target.databaseUrl ? 'postgres' : 'pglite'
  if (manifest.kind !== wanted) throw new Error(`the backup is of ${manifest.kind}, the configured database is ${wanted}`)
  const stamp = backupFolderName(at)
  const movedAside: string[] = []
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.databaseUrl}`, path.join(from, manifest.database)])
  } else {
    const aside = moveAside(target.pgliteDir, stamp)
    if (aside) movedAside.push(aside)
    await loadPglite(target, path.join(from, manifest.database))
  }
  if (manifest.uploads && target.uploadsDir) {
    const aside = moveAside(target.uploadsDir, stamp)
    if (aside) movedAside.push(aside)
    fs.cpSync(path.join(from, 'uploads'), target.uploadsDir, { recursive: true })
  }
  return movedAside
}
