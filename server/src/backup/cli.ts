// npm run db:backup [-- <folder>]   and   npm run db:restore -- <backup folder>
// With the configured database (DATABASE_URL, or the embedded one under DATA_DIR) and local uploads. The embedded
// database is one process's files: backing it up or restoring it while the server runs would copy or replace them
// under its feet, so both refuse while a server answers on the configured port.
import path from 'node:path'
import { loadConfig } from '../config'
import { PROJECT_ROOT } from '../paths'
import { backup, backupFolderName, restore, type BackupTarget } from './backup'

async function serverIsRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) })
    return res.status > 0
  } catch {
    return false
  }
}

async function main() {
  const [command, folder] = process.argv.slice(2)
  const config = loadConfig()
  const target: BackupTarget = {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    uploadsDir: config.s3 ? undefined : config.uploadsDir
  }
  if (!target.databaseUrl && (await serverIsRunning(config.port))) {
    throw new Error(`a server is running on port ${config.port}: stop it first (the embedded database is its files)`)
  }
  const now = new Date()
  if (command === 'backup') {
    const into = path.resolve(PROJECT_ROOT, folder ?? path.join('backups', backupFolderName(now)))
    const manifest = await backup(target, into, now)
    console.log(`Backed up the ${manifest.kind} database${manifest.uploads ? ' and the uploads' : ''} into ${into}`)
  } else if (command === 'restore' && folder) {
    const aside = await restore(target, path.resolve(PROJECT_ROOT, folder), now)
    console.log(`Restored from ${folder}.${aside.length ? ` What it replaced was moved to: ${aside.join(', ')}` : ''}`)
  } else {
    throw new Error('usage: npm run db:backup [-- <folder>] | npm run db:restore -- <backup folder>')
  }
}

// PGlite's start awaits work that holds no handle of Node's event loop, so without this the process would end
// quietly before the database has opened.
const keepAlive = setInterval(() => undefined, 1000)
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => clearInterval(keepAlive))
