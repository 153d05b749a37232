// Numbers the logs page draws, from logged sets: estimated 1RM (Epley), personal records, and volume per muscle
// per week (weeks start on Monday, Beijing time, as everywhere in the product).
export interface SetForStats {
  moveId: number
  muscle: string
  /** In the move's unit; only weight moves count for volume and 1RM. */
  load: number | null
  reps: number | null
  unit: 'kg' | 'km' | 's' | 'reps'
  /** ISO timestamp. */
  loggedAt: string
}

/** Epley: load × (1 + reps / 30); a single is its own 1RM; null for sets that are not weight × reps. */
export function estimatedOneRepMax(load: number | null, reps: number | null): number | null {
  if (load === null || reps === null || load <= 0 || reps <= 0) return null
  if (reps === 1) return load
  return Math.round(load * (1 + reps / 30) * 10) / 10
}

const BEIJING_OFFSET_MS = 8 * 3600 * 1000

/** The Monday (YYYY-MM-DD, Beijing time) of the week an instant falls in. */
export function weekStartOf(iso: string): string {
  const local = new Date(Date.parse(iso) + BEIJING_OFFSET_MS)
  const weekday = (local.getUTCDay() + 6) % 7
  const monday = new Date(local.getTime() - weekday * 86400000)
  return monday.toISOString().slice(0, 10)
}

export interface MuscleWeekVolume {
  week: string
  muscle: string
  volume: number
}

export function volumeByMuscleWeek(sets: SetForStats[]): MuscleWeekVolume[] {
  const totals = new Map<string, MuscleWeekVolume>()
  for (const set of sets) {
    if (set.unit !== 'kg' || set.load === null || set.reps === null) continue
    const week = weekStartOf(set.loggedAt)
    const key = `${week}|${set.muscle}`
    const row = totals.get(key) ?? { week, muscle: set.muscle, volume: 0 }
    row.volume += set.load * set.reps
    totals.set(key, row)
  }
  return [...totals.values()].sort((a, b) => a.week.localeCompare(b.week) || b.volume - a.volume)
}

export interface TrendPoint {
  day: string
  value: number
}

/** Best estimated 1RM of a move per day, oldest first. */
export function oneRepMaxTrend(sets: SetForStats[], moveId: number): TrendPoint[] {
  const best = new Map<string, number>()
  for (const set of sets) {
    if (set.moveId !== moveId) continue
    const e1rm = estimatedOneRepMax(set.load, set.reps)
    if (e1rm === null) continue
    const day = new Date(Date.parse(set.loggedAt) + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
    best.set(day, Math.max(best.get(day) ?? 0, e1rm))
  }
  return [...best.entries()].map(([day, value]) => ({ day, value })).sort((a, b) => a.day.localeCompare(b.day))
}

/** Bars scaled to the largest value, as percentages of the chart's height (at least 2 so a small bar shows). */
export function barHeights(values: number[]): number[] {
  const max = Math.max(0, ...values)
  return values.map((value) => (max === 0 || value <= 0 ? 0 : Math.max(2, Math.round((value / max) * 100))))
}

/** Rows for a CSV export: header then one line per set, fields quoted when they need it. */
export function setsToCsv(header: string[], rows: (string | number | null)[][]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value)
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n')
}
