// Absolute locations the server needs, independent of the directory it was started from.
// __dirname works because the server runs as CommonJS (tsx without "type": "module", and jest through swc).
import path from 'node:path'

/** server/src */
export const SERVER_SRC_DIR = __dirname
/** The repository root: package.json, dist/, data/ live here. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..')
/** drizzle-kit writes migrations here (server/drizzle.config.ts) and the migrator reads them at start. */
export const MIGRATIONS_DIR = path.join(__dirname, 'db', 'migrations')
