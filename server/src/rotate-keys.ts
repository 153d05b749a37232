// npm run keys:rotate: after a new key was put first in FIELD_KEYS (the old ones kept after it), rewrites every
// sealed field under the new key. When it reports done, the old keys can leave FIELD_KEYS. Safe to run while the
// server runs on PostgreSQL (rows are rewritten one by one, conditionally); the embedded database is one process's
// files, so with it stop the server first.
import { resealIdentityFields } from './contexts/identity'
import { loadConfig } from './config'
import { loadFieldCipher } from './crypto/keys'
import { createDatabase } from './db'

async function main() {
  const config = loadConfig()
  const database = createDatabase(config)
  try {
    await database.migrate()
    const cipher = await loadFieldCipher(config, { info: console.log, warn: console.warn })
    const count = await resealIdentityFields(database.db, cipher)
    console.log(`Field keys: ${count.profiles} profiles and ${count.totpSecrets} TOTP secrets rewritten under key ${cipher.currentKeyId}`)
  } finally {
    await database.close()
  }
}

// PGlite's start awaits work that holds no handle of Node's event loop (see backup/cli.ts).
const keepAlive = setInterval(() => undefined, 1000)
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => clearInterval(keepAlive))
