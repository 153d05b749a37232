// zod and every schema stay on the server: the app imports endpoint definitions and types only. This looks
// through the built app (weapp and H5 output, made by the build stages that run before these checks) for zod's
// run-time class names, which survive minification as strings.
import fs from 'node:fs'
import path from 'node:path'

const ZOD_MARKERS = ['$ZodType', 'ZodError', '$ZodCheck']

function scriptsUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return scriptsUnder(full)
    return entry.name.endsWith('.js') ? [full] : []
  })
}

describe.each(['weapp', 'h5'])('the %s build', (target) => {
  const dist = path.resolve(__dirname, '../../dist', target)

  it('carries no zod', () => {
    expect(fs.existsSync(dist)).toBe(true)
    const scripts = scriptsUnder(dist)
    expect(scripts.length).toBeGreaterThan(0)
    const withZod = scripts.filter((file) => {
      const text = fs.readFileSync(file, 'utf8')
      return ZOD_MARKERS.some((marker) => text.includes(marker))
    })
    expect(withZod.map((file) => path.relative(dist, file))).toEqual([])
  })
})
