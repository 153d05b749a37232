// npm start: build the H5 site if needed, then run the server in this same process (it migrates, seeds on
// first run, and serves site + API + uploads on one port). Ctrl-C or SIGTERM stops it cleanly.
import { tsImport } from 'tsx/esm/api'
import { buildAdminIfStale, buildH5IfStale } from './build-if-stale.mjs'

buildH5IfStale()
buildAdminIfStale()
await tsImport('../server/src/main.ts', { parentURL: import.meta.url, tsconfig: 'server/tsconfig.json' })
