// npm run db:backup / db:restore (server/src/backup): a round trip brings back the rows and the uploaded files as
// they were at the backup, and what the restore replaced is moved aside, not deleted. On PostgreSQL too when
// TEST_DATABASE_URL is set (pg_dump and pg_restore of the machine's client).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import { backup, readManifest, restore } from '../../../server/src/backup/backup'

// Five PGlite starts on disk: about half a minute on a quiet machine, several minutes when the machine is busy.
jest.setTimeout(420_000)

const AT = new Date('2026-11-27T06:00:00Z')
const LATER = new Date('2026-11-27T07:00:00Z')
let root: string

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-backup-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

// Every PGlite start on disk runs in a process of its own, as the commands do: PGlite does not open a directory a
// second time in one process (the second start never becomes ready), and each command opens it once.
const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx')

function sqlInChild(dir: string, text: string): string {
  const script = `const { PGlite } = require('@electric-sql/pglite')
    ;(async () => { const db = new PGlite(process.argv[1]); const r = await db.exec(process.argv[2]); await db.close()
    process.stdout.write(JSON.stringify(r.at(-1)?.rows ?? [])) })()`
  return execFileSync(process.execPath, ['-e', script, dir, text], { encoding: 'utf8' })
}

/** npm run db:backup / db:restore with the data folder under `root` and a port nothing answers on. */
function command(name: 'backup' | 'restore', folder: string, dataDir: string): string {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '1', DATABASE_URL: '' }
  return execFileSync(TSX, ['--tsconfig', 'server/tsconfig.json', 'server/src/backup/cli.ts', name, folder], { encoding: 'utf8', env })
}

describe('the embedded database', () => {
  it('comes back as it was at the backup, uploads included, with what it replaced moved aside', async () => {
    const dataDir = path.join(root, 'data')
    const pgliteDir = path.join(dataDir, 'pglite')
    const uploadsDir = path.join(dataDir, 'uploads')
    fs.mkdirSync(uploadsDir, { recursive: true })
    fs.writeFileSync(path.join(uploadsDir, 'cover.png'), 'before')
    sqlInChild(pgliteDir, "create table notes (id serial primary key, body text); insert into notes (body) values ('保留')")

    const folder = path.join(root, 'backup')
    expect(command('backup', folder, dataDir)).toContain('Backed up the pglite database and the uploads')
    expect(readManifest(folder)).toMatchObject({ kind: 'pglite', database: 'database.tar.gz', uploads: true })

    sqlInChild(pgliteDir, "insert into notes (body) values ('之后写的')")
    fs.writeFileSync(path.join(uploadsDir, 'cover.png'), 'after')

    expect(command('restore', folder, dataDir)).toContain('What it replaced was moved to')
    expect(JSON.parse(sqlInChild(pgliteDir, 'select body from notes order by id'))).toEqual([{ body: '保留' }])
    expect(fs.readFileSync(path.join(uploadsDir, 'cover.png'), 'utf8')).toBe('before')
    const aside = fs.readdirSync(dataDir).filter((name) => name.includes('.before-restore-')).sort()
    expect(aside).toHaveLength(2)
    expect(JSON.parse(sqlInChild(path.join(dataDir, aside[0]), 'select body from notes order by id'))).toEqual([{ body: '保留' }, { body: '之后写的' }])
  })

  it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
    const target = { pgliteDir: path.join(root, 'pglite') }
    await expect(restore(target, root, LATER)).rejects.toThrow('is not a backup')
    fs.writeFileSync(path.join(root, 'manifest.json'), JSON.stringify({ kind: 'postgres', database: 'database.dump', uploads: false }))
    await expect(restore(target, root, LATER)).rejects.toThrow('the backup is of postgres')
  })
})

const adminUrl = process.env.TEST_DATABASE_URL
const onPostgres = adminUrl ? describe : describe.skip

onPostgres('PostgreSQL', () => {
  it('comes back as it was at the backup through pg_dump and pg_restore', async () => {
    const name = `fitedu_backup_${randomBytes(4).toString('hex')}`
    const admin = new Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    const db = new Client({ connectionString: url.toString() })
    try {
      await db.connect()
      await db.query("create table notes (id serial primary key, body text); insert into notes (body) values ('保留')")
      const target = { databaseUrl: url.toString(), pgliteDir: path.join(root, 'unused') }
      await backup(target, path.join(root, 'backup'), AT)
      await db.query("insert into notes (body) values ('之后写的')")
      await restore(target, path.join(root, 'backup'), LATER)
      expect((await db.query('select body from notes order by id')).rows.map((r) => r.body)).toEqual(['保留'])
    } finally {
      await db.end()
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  })
})
