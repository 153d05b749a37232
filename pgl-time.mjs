import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
let t = Date.now()
const client = new PGlite()
await client.waitReady
console.log('init', Date.now() - t); t = Date.now()
await migrate(drizzle({ client }), { migrationsFolder: 'server/src/db/migrations' })
console.log('migrate', Date.now() - t); t = Date.now()
const blob = await client.dumpDataDir('none')
console.log('dump', Date.now() - t, blob.size); t = Date.now()
const c2 = new PGlite({ loadDataDir: blob })
await c2.waitReady
console.log('load', Date.now() - t); t = Date.now()
console.log((await c2.query('select count(*) from information_schema.tables')).rows)
