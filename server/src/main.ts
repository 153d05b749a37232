// Start the server: configuration → database (migrated, seeded on first run) → app → listen.
// SIGINT/SIGTERM stop accepting connections, let in-flight requests finish, close the database and exit 0.
import closeWithGrace from 'close-with-grace'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, installDemoCovers, seedAgreements, seedDemo, seedMissingDemoCatalog, seedMissingDemoContent } from '../seed'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { createDatabase, type DatabaseHandle } from './db'
import { createStorage } from './integrations/storage'
import { countUsers } from './contexts/identity/seeding'

/** How long in-flight requests get to finish on shutdown before the process is stopped anyway. */
const SHUTDOWN_GRACE_MS = 10_000

/** Demo accounts, catalog and content on a fresh database; the catalog or any content kind alone on one seeded before it existed. */
async function seedDemoContent(config: AppConfig, database: DatabaseHandle) {
  const storage = createStorage(config)
  if ((await countUsers(database.db)) === 0) await seedDemo(database.db)
  else {
    await seedMissingDemoCatalog(database.db)
    await seedMissingDemoContent(database.db)
  }
  // Covers are files, not rows: put back any that are missing (local storage checks each file first).
  await installDemoCovers(storage)
}

async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = createDatabase(config)
  await database.migrate()
  // Agreement texts are real content, needed in production too; only missing ones are added.
  await seedAgreements(database.db)
  if (config.seedDemo) await seedDemoContent(config, database)
  return database
}

function printBanner(config: AppConfig, database: DatabaseHandle) {
  const lines = [
    '',
    `  ${config.appName} is running: http://localhost:${config.port}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`
  ]
  if (config.seedDemo) {
    lines.push(`  back office: http://localhost:${config.port}/admin (demo admin 13800000009)`)
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`)
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.phone}  ${a.role.padEnd(8)}  ${a.name}`)
  }
  console.log(lines.join('\n') + '\n')
}

async function main() {
  const config = loadConfig()
  const database = await prepareDatabase(config)
  const app = await buildApp(config, { database })

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error')
    else app.log.info({ signal }, 'stopping: finishing in-flight requests')
    await app.close()
    await database.close()
  })

  await app.listen({ port: config.port, host: config.host })
  printBanner(config, database)
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
