// The load bench's reference (scripts/bench-load.mjs): bare fastify + node-postgres, no validation, no envelope
// schemas, no hooks. Each route replays one product endpoint's statements, captured from the product server as it
// answered that endpoint (same SQL text, same prepared-statement names, same values), and answers the last
// statement's rows as JSON. Started as its own process: REFERENCE_ROUTES (a JSON file {route: [statement…]}),
// DATABASE_URL, PORT. Prints `listening <port>` when ready.
import fs from 'node:fs'
import Fastify from 'fastify'
import pg from 'pg'

const routes = JSON.parse(fs.readFileSync(process.env.REFERENCE_ROUTES, 'utf8'))
// The product's pool size (DATABASE_POOL_MAX default).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) })
const app = Fastify({ logger: false })

for (const [name, statements] of Object.entries(routes)) {
  app.get(`/ref/${name}`, async () => {
    let rows = []
    for (const s of statements) rows = (await pool.query({ text: s.text, name: s.name, values: s.values, rowMode: s.rowMode })).rows
    return { status: 1, message: '', data: rows }
  })
}

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
console.log(`listening ${new URL(address).port}`)
const stop = async () => {
  await app.close()
  await pool.end()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
