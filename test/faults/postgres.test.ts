// PostgreSQL away under write load, against the real server process: restarted cleanly, crashed (immediate stop:
// crash recovery at the next start) and its pool exhausted by a lock. While it is away the server answers 503
// DATABASE_UNAVAILABLE (never a 500), logs the outage once, recovers by itself with no restart, and every write it
// acknowledged is in the database afterwards.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pgDriver from 'pg'
import { type Cluster, DEMO_PHONES, hasPostgres, type Server, signIn, sleep, startCluster, startServer, tally, writeLoad } from './harness'

let cluster: Cluster
let server: Server
let tokens: string[]

/** Without PostgreSQL's server binaries on this machine the tests are skipped (and say so). */
const withPostgres = hasPostgres() ? it : it.skip

beforeAll(async () => {
  if (!hasPostgres()) return
  cluster = await startCluster()
  server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-faults-data-')), DATABASE_POOL_MAX: '4' })
  tokens = []
  for (const phone of DEMO_PHONES) tokens.push(await signIn(server.base, phone))
})
afterAll(async () => {
  await server?.stop()
  cluster?.destroy()
})

async function idsInDatabase(ids: number[]): Promise<Set<number>> {
  const client = new pgDriver.Client({ connectionString: cluster.url })
  await client.connect()
  try {
    const { rows } = await client.query('select id from calculations where id = any($1::int[])', [ids])
    return new Set(rows.map((row: { id: number }) => row.id))
  } finally {
    await client.end()
  }
}

const outageLines = () => server.log.filter((line) => line.includes('database unavailable'))
const failedLines = () => server.log.filter((line) => line.includes('"request failed"'))
// The job queue's workers poll through the outage too: it says so at most once a minute, not at every poll.
const queueLines = () => server.log.filter((line) => line.includes('job queue: a call to the database failed'))

async function outageUnderLoad(name: string, makeOutage: () => Promise<void>) {
  const outagesBefore = outageLines().length
  const queueLinesBefore = queueLines().length
  const logBytesBefore = server.log.join('\n').length
  const load = writeLoad(server.base, tokens)
  await sleep(1500)
  await makeOutage()
  await sleep(2500)
  await load.stop()
  const answers = tally(load.answers)
  const present = await idsInDatabase(load.acknowledged)
  const lost = load.acknowledged.filter((id) => !present.has(id))
  const logBytes = server.log.join('\n').length - logBytesBefore
  console.log(`Fault "${name}": ${load.answers.length} writes (${JSON.stringify(answers)}), ${load.acknowledged.length} acknowledged, ${lost.length} lost; ${outageLines().length - outagesBefore} outage log line(s), ${queueLines().length - queueLinesBefore} job queue line(s), ${logBytes} log bytes`)
  expect(Object.keys(answers).filter((a) => a !== '200' && a !== '503 DATABASE_UNAVAILABLE')).toEqual([])
  expect(answers['503 DATABASE_UNAVAILABLE']).toBeGreaterThan(0)
  expect(lost).toEqual([])
  // Recovered by itself: the last answers of every writer are acknowledged writes again.
  expect(load.answers.slice(-tokens.length)).toEqual(Array(tokens.length).fill('200'))
  expect(outageLines().length - outagesBefore).toBeGreaterThanOrEqual(1)
  expect(outageLines().length - outagesBefore).toBeLessThanOrEqual(2)
  expect(failedLines()).toEqual([])
  expect(queueLines().length - queueLinesBefore).toBeLessThanOrEqual(1)
  return load
}

withPostgres('survives PostgreSQL restarted under write load', async () => {
  await outageUnderLoad('restart', async () => {
    cluster.stop('fast')
    await sleep(2000)
    cluster.start()
  })
})

withPostgres('survives PostgreSQL crashing (immediate stop, crash recovery) under write load', async () => {
  await outageUnderLoad('crash', async () => {
    cluster.stop('immediate')
    await sleep(2000)
    cluster.start()
  })
})

withPostgres('answers 503 while every pooled connection waits on a lock, and serves again when it is released', async () => {
  const locker = new pgDriver.Client({ connectionString: cluster.url })
  await locker.connect()
  try {
    await outageUnderLoad('pool exhausted', async () => {
      await locker.query('begin')
      await locker.query('lock table calculations in access exclusive mode')
      await sleep(3500)
      await locker.query('rollback')
    })
  } finally {
    await locker.end()
  }
})
