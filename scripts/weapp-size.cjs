// Measures the mini-program packages of a weapp build: the main package (everything outside subpackage
// roots) and each subpackage, against the budgets 1.2 MB / 1.5 MB (WeChat's hard limit is 2 MB each).
// Usage: node scripts/weapp-size.cjs [dist/weapp]   (also required by test/weapp; CommonJS so jest can load it)
const { readFileSync, readdirSync, statSync } = require('node:fs')
const { join, relative, sep } = require('node:path')

const MAIN_BUDGET_BYTES = 1.2 * 1024 * 1024
const SUBPACKAGE_BUDGET_BYTES = 1.5 * 1024 * 1024

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full) : [full]
  })
}

function measureWeapp(distDir = 'dist/weapp') {
  const app = JSON.parse(readFileSync(join(distDir, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/?$/, '/'))
  const sizes = { main: 0, ...Object.fromEntries(roots.map((r) => [r, 0])) }
  for (const file of listFiles(distDir)) {
    const rel = relative(distDir, file).split(sep).join('/')
    if (rel.endsWith('.map')) continue // source maps are not uploaded
    const root = roots.find((r) => rel.startsWith(r))
    sizes[root ?? 'main'] += statSync(file).size
  }
  return { app, sizes }
}

function formatSizes(sizes) {
  return Object.entries(sizes)
    .map(([name, bytes]) => {
      const budget = name === 'main' ? MAIN_BUDGET_BYTES : SUBPACKAGE_BUDGET_BYTES
      const pct = ((bytes / budget) * 100).toFixed(0)
      return `${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(8)} KB  ${pct.padStart(3)}% of ${(budget / 1024 / 1024).toFixed(1)} MB`
    })
    .join('\n')
}

module.exports = { MAIN_BUDGET_BYTES, SUBPACKAGE_BUDGET_BYTES, measureWeapp, formatSizes }

if (require.main === module) {
  const { sizes } = measureWeapp(process.argv[2])
  console.log(formatSizes(sizes))
}
