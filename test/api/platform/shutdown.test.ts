import type { AddressInfo } from 'node:net'
import { ok } from '../../../server/src/http/envelope'
import { createTestApp, type TestApp } from '../helpers/test-app'

describe('graceful close', () => {
  let t: TestApp
  afterAll(async () => {
    await t.close().catch(() => {})
  })

  it('finishes a request already in flight before closing', async () => {
    t = await createTestApp()
    let arrived!: () => void
    const inHandler = new Promise<void>((resolve) => (arrived = resolve))
    t.app.get('/api/test/slow', async () => {
      arrived()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return ok('finished')
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo

    const response = fetch(`http://127.0.0.1:${port}/api/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }))
    await inHandler
    const closeStarted = Date.now()
    const closed = t.app.close()

    const answer = await response
    expect(answer).toEqual({ status: 200, body: { status: 1, message: '', data: 'finished' } })
    await closed
    // The answered keep-alive connection is not left open until its 72 s timeout.
    expect(Date.now() - closeStarted).toBeLessThan(3000)
    // New connections are refused once closed.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  })
})
