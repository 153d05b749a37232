// Connections to PostgreSQL cut under write load (a network blip, a pooler or proxy restarting), with the database
// itself up: every connection at once, twelve times, hitting pooled connections in every state (idle, mid-query,
// just checked out); then, for a second, each one that starts a transaction, at its BEGIN. The server answers 503 for what the cuts broke (never a 500), loses no
// acknowledged write, and serves again by itself once the cuts stop: no pool slot is lost on the way (a transaction
// whose BEGIN met a dead connection used to keep its slot for good; server/src/db/transaction-start-guard.ts).
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pgDriver from 'pg'
import { type Cluster, DEMO_PHONES, hasPostgres, type Server, signIn, sleep, startCluster, startServer, tally, writeLoad } from './harness'

/**
 * A TCP proxy in front of the cluster. cut() drops every connection it carries; while `killBegin` is on, a
 * connection is dropped the moment it carries a BEGIN: the transaction's first statement meets a dead connection,
 * as when PostgreSQL goes away just after the pool handed the connection out.
 */
async function cuttingProxy(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>()
  const state = { killBegin: false, beginsKilled: 0 }
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port), target.hostname)
    const pair: [net.Socket, net.Socket] = [inbound, outbound]
    pairs.add(pair)
    const drop = () => { pairs.delete(pair); inbound.destroy(); outbound.destroy() }
    inbound.on('data', (chunk: Buffer) => {
      if (state.killBegin && chunk.includes('begin')) {
        state.beginsKilled++
        drop()
      } else outbound.write(chunk)
    })
    outbound.pipe(inbound)
    inbound.on('error', drop).on('close', drop)
    outbound.on('error', drop).on('close', drop)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.port = String((server.address() as net.AddressInfo).port)
  return {
    url: url.toString(),
    state,
    cut: () => {
      const n = pairs.size
      for (const [a, b] of [...pairs]) { a.destroy(); b.destroy() }
      pairs.clear()
      return n
    },
    close: () => server.close()
  }
}

const withPostgres = hasPostgres() ? it : it.skip
let cluster: Cluster
let proxy: Awaited<ReturnType<typeof cuttingProxy>>
let server: Server

beforeAll(async () => {
  if (!hasPostgres()) return
  cluster = await startCluster()
  proxy = await cuttingProxy(new URL(cluster.url))
  server = await startServer({ DATABASE_URL: proxy.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-faults-data-')), DATABASE_POOL_MAX: '4' })
})
afterAll(async () => {
  await server?.stop()
  proxy?.close()
  cluster?.destroy()
})

withPostgres('survives connections cut under write load, at once and at their BEGIN, and serves again by itself', async () => {
  const tokens: string[] = []
  for (const phone of DEMO_PHONES) tokens.push(await signIn(server.base, phone))
  // 50 ms between a writer's requests: about 75 writes each, under the 100 calculations a user may keep.
  const load = writeLoad(server.base, tokens, 50)
  await sleep(1000)
  let cut = 0
  for (let i = 0; i < 12; i++) {
    cut += proxy.cut()
    await sleep(100 + (i % 4) * 37)
  }
  // Then for a second every BEGIN meets a dead connection (each used to keep its pool slot for good: four did it).
  proxy.state.killBegin = true
  await sleep(1000)
  proxy.state.killBegin = false
  await sleep(2500)
  await load.stop()
  const answers = tally(load.answers)
  const client = new pgDriver.Client({ connectionString: cluster.url })
  await client.connect()
  const { rows } = await client.query('select id from calculations where id = any($1::int[])', [load.acknowledged])
  await client.end()
  const present = new Set(rows.map((row: { id: number }) => row.id))
  console.log(`Connection cuts: ${cut} connections cut in 12 cuts, ${proxy.state.beginsKilled} at their BEGIN; ${load.answers.length} writes (${JSON.stringify(answers)}), ` +
    `${load.acknowledged.length} acknowledged, ${load.acknowledged.filter((id) => !present.has(id)).length} lost`)
  expect(Object.keys(answers).filter((a) => a !== '200' && a !== '503 DATABASE_UNAVAILABLE')).toEqual([])
  expect(load.acknowledged.filter((id) => !present.has(id))).toEqual([])
  // Recovered by itself, no slot of its pool of four lost: the last answers of every writer are acknowledged writes.
  expect(load.answers.slice(-tokens.length)).toEqual(Array(tokens.length).fill('200'))
})
