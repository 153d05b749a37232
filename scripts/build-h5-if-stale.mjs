// Builds the H5 site when dist/h5 is missing or older than any source it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'

const SOURCES = ['src', 'types', 'config', 'babel.config.js', 'package.json']
const OUTPUT = 'dist/h5/index.html'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

export function h5BuildIsStale() {
  if (!existsSync(OUTPUT)) return true
  const built = statSync(OUTPUT).mtimeMs
  return SOURCES.some((source) => newestMtime(source) > built)
}

export function buildH5IfStale({ force = false } = {}) {
  if (!force && !h5BuildIsStale()) return
  console.log(force ? 'Building the H5 site…' : 'The H5 site is missing or older than its source: building it…')
  const result = spawnSync(process.execPath, ['node_modules/@tarojs/cli/bin/taro', 'build', '--type', 'h5'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' }
  })
  if (result.status !== 0) throw new Error(`H5 build failed (exit ${result.status})`)
}
