// Preloaded into the product server by scripts/bench-load.mjs (node --require): writes each query node-postgres sends
// (its text, prepared-statement name, values and row mode) as a JSON line to CAPTURE_SQL_FILE, so the bare reference
// server can run the product's own statements. SIGWINCH puts node-postgres back as it was, so the measured requests
// run unpatched code (SIGWINCH is ignored by default; close-with-grace would stop the server on SIGUSR2).
const fs = require('node:fs')
const pg = require('pg')

const file = process.env.CAPTURE_SQL_FILE
const original = pg.Client.prototype.query

if (file) {
  pg.Client.prototype.query = function query(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text
    if (typeof text === 'string') {
      const entry = {
        text,
        name: typeof config === 'object' ? config.name : undefined,
        rowMode: typeof config === 'object' ? config.rowMode : undefined,
        values: (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : [])
      }
      fs.appendFileSync(file, JSON.stringify(entry, (_, v) => (v instanceof Date ? v.toISOString() : v)) + '\n')
    }
    return original.call(this, config, values, callback)
  }
  process.on('SIGWINCH', () => {
    pg.Client.prototype.query = original
  })
}
