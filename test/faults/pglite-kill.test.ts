// The embedded database (PGlite under DATA_DIR) when the server is killed (SIGKILL: no shutdown, no checkpoint) in the
// middle of writes: it starts again on the same directory, answers, and still holds every write it acknowledged.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getCalculation } from '@contract/tools/endpoints'
import { call, DEMO_PHONES, signIn, sleep, startServer, tally, writeLoad } from './harness'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-faults-pglite-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

it('starts again after a kill mid-write with every acknowledged write', async () => {
  const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const tokens: string[] = []
  for (const phone of DEMO_PHONES.slice(0, 4)) tokens.push(await signIn(first.base, phone))
  const load = writeLoad(first.base, tokens, 20)
  await sleep(3000)
  await first.stop('SIGKILL')
  await load.stop()
  const acknowledged = [...load.acknowledged]
  expect(acknowledged.length).toBeGreaterThan(5)

  const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  try {
    let found = 0
    for (const [i, id] of acknowledged.entries()) {
      const answer = await call(second.base, getCalculation, { token: tokens[0], params: { id } })
      // The token belongs to the first writer; the others' rows answer not found to it, so read them as their owner.
      if (answer.status === 1) found += 1
      else {
        const owner = await Promise.all(tokens.slice(1).map((token) => call(second.base, getCalculation, { token, params: { id } })))
        if (owner.some((a) => a.status === 1)) found += 1
        else console.log(`lost calculation ${id} (#${i})`)
      }
    }
    console.log(`Fault "PGlite kill -9 mid-write": ${load.answers.length} writes (${JSON.stringify(tally(load.answers))}), ${acknowledged.length} acknowledged, ${acknowledged.length - found} lost after restart`)
    expect(found).toBe(acknowledged.length)
  } finally {
    await second.stop()
  }
})
