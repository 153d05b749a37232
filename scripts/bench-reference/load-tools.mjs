// Measuring helpers of scripts/bench-load.mjs: a fixed-duration closed-loop load with every response time kept
// (autocannon has no p95), a server process's CPU time from /proc, and a --cpu-prof profile summed by where the
// time went (package, product folder, node internals, GC), only over the measured windows.
import fs from 'node:fs'
import autocannon from 'autocannon'

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const USER_HZ = 100

/** The process's user + system CPU time so far, in ms. */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ
}

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)

/** Drives `url` with `connections` clients for `seconds`; resolves to the response times and counts. */
export function load(url, { connections, seconds, headers = {} }) {
  const times = []
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (err, result) => {
      if (err) reject(err)
      else resolve({ times, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, seconds: result.duration })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}

/** Adds the figures of several runs of one server on one endpoint. */
export function combine(runs, cpu) {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b)
  const requests = runs.reduce((n, r) => n + r.requests, 0)
  const seconds = runs.reduce((n, r) => n + r.seconds, 0)
  return {
    rps: requests / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
    cpuPerRequest: cpu / requests
  }
}

const SPECIAL = new Set(['(garbage collector)', '(idle)', '(program)', '(root)'])

/** Where a profile node's self time is booked: a package, a product folder, node itself, or V8's own entries. */
function placeOf(frame) {
  if (SPECIAL.has(frame.functionName)) return frame.functionName
  const url = frame.url ?? ''
  const pkg = url.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)
  if (pkg) return pkg[1]
  const product = url.match(/\/(server\/src\/(?:[^/]+\/){0,2})/) ?? url.match(/\/(types)\//)
  if (product) return `product ${product[1]}`
  if (url.startsWith('node:')) return 'node internals'
  return url ? url.replace(/^.*\//, '') : '(native)'
}

/**
 * Self time by place and by function in the samples taken inside `windows` ([startUs, endUs] on the monotonic
 * clock, which V8's profiler and process.hrtime share on Linux); all samples when none falls inside.
 */
export function summariseProfile(file, windows) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const inWindows = (t) => windows.some(([a, b]) => t >= a && t <= b)
  let t = profile.startTime
  const stamps = profile.timeDeltas.map((d) => (t += d))
  const useAll = !stamps.some(inWindows)
  const byPlace = new Map()
  const byFunction = new Map()
  let busy = 0
  for (let i = 0; i < profile.samples.length; i++) {
    if (!useAll && !inWindows(stamps[i])) continue
    const us = profile.timeDeltas[i + 1] ?? 0
    const frame = nodes.get(profile.samples[i]).callFrame
    const place = placeOf(frame)
    byPlace.set(place, (byPlace.get(place) ?? 0) + us)
    if (place === '(idle)') continue
    busy += us
    const name = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/^.*\/(node_modules|server\/src|types)\//, '$1/')}:${frame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + us)
  }
  const top = (map, n) => [...map].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, n)
  return { busyMs: busy / 1000, useAll, places: top(byPlace, 14), functions: top(byFunction, 15) }
}
