// The dashboard's figures: today, this month and each of the last 30 days, in China time (UTC+8), from the
// server's clock. One pass of per-day aggregates over the range covering both the month and the 30 days; today,
// the month and the chart are sums of those days.
import type { Dashboard, DashboardDay, DashboardFigures } from '@contract/commerce/dashboard-admin-shapes'
import type { Db } from '../../../db'
import { newUsersByChinaDay } from '../../identity'
import { dayCounts } from './repo'

const DAY_MS = 86_400_000
const CHINA_OFFSET_MS = 8 * 3_600_000
export const DASHBOARD_DAYS = 30

/** The China date of an instant, YYYY-MM-DD. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** Midnight at the start of a China date, as an instant. */
const chinaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`)

const addDays = (date: string, days: number) => chinaDate(new Date(chinaMidnight(date).getTime() + days * DAY_MS))

const ZERO: DashboardFigures = { orders: 0, paidOrders: 0, revenueFen: 0, refundCount: 0, refundFen: 0, newUsers: 0 }

function sum(days: readonly DashboardFigures[]): DashboardFigures {
  return days.reduce<DashboardFigures>((acc, d) => ({
    orders: acc.orders + d.orders,
    paidOrders: acc.paidOrders + d.paidOrders,
    revenueFen: acc.revenueFen + d.revenueFen,
    refundCount: acc.refundCount + d.refundCount,
    refundFen: acc.refundFen + d.refundFen,
    newUsers: acc.newUsers + d.newUsers
  }), ZERO)
}

export async function getDashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = chinaDate(now)
  const monthStart = `${today.slice(0, 8)}01`
  const chartStart = addDays(today, 1 - DASHBOARD_DAYS)
  const first = monthStart < chartStart ? monthStart : chartStart
  const from = chinaMidnight(first)
  const to = chinaMidnight(addDays(today, 1))
  const [counts, newUsers] = await Promise.all([dayCounts(db, from, to), newUsersByChinaDay(db, from, to)])

  const days: DashboardDay[] = []
  for (let date = first; date <= today; date = addDays(date, 1)) {
    days.push({
      date,
      orders: counts.orders.get(date) ?? 0,
      paidOrders: counts.paid.get(date)?.n ?? 0,
      revenueFen: counts.paid.get(date)?.fen ?? 0,
      refundCount: counts.refunds.get(date)?.n ?? 0,
      refundFen: counts.refunds.get(date)?.fen ?? 0,
      newUsers: newUsers.get(date) ?? 0
    })
  }
  const strip = ({ date: _date, ...figures }: DashboardDay): DashboardFigures => figures
  return {
    today: strip(days[days.length - 1]),
    month: sum(days.filter((d) => d.date >= monthStart)),
    daily: days.filter((d) => d.date >= chartStart)
  }
}
