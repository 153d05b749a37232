// Builds the H5 site and the back-office console when their output is missing or older than any source it is
// made from (npm start, npm run bench).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { spawnSync } from 'node:child_process'

const H5 = { sources: ['src', 'types', 'config', 'babel.config.js', 'package.json'], output: 'dist/h5/index.html' }
const ADMIN = { sources: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json', 'types'], output: 'dist/admin/index.html' }

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

function isStale({ sources, output }) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((source) => newestMtime(source) > built)
}

/** The back office's vite, resolved from its workspace (npm nests it there: Taro asks for an older vite). */
export function adminViteBin() {
  const require = createRequire(resolve('admin/package.json'))
  return join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js')
}

function build(what, args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) throw new Error(`${what} build failed (exit ${result.status})`)
}

export const h5BuildIsStale = () => isStale(H5)

export function buildH5IfStale({ force = false } = {}) {
  if (!force && !h5BuildIsStale()) return
  console.log(force ? 'Building the H5 site…' : 'The H5 site is missing or older than its source: building it…')
  build('H5', ['node_modules/@tarojs/cli/bin/taro', 'build', '--type', 'h5'])
}

export function buildAdminIfStale() {
  if (!isStale(ADMIN)) return
  console.log('The back office is missing or older than its source: building it…')
  build('Back office', [adminViteBin(), 'build', '--config', 'admin/vite.config.ts'])
}
