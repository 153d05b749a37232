// Shapes of the back office's dashboard: figures of today and this month, and the last 30 days one by one.
// Days and months are China time (UTC+8). Money is integer fen.

export interface DashboardFigures {
  /** Orders placed (created) in the period, whatever became of them. */
  orders: number
  /** Orders paid in the period (by their payment time). */
  paidOrders: number
  /** What those paid orders cost their buyers (amount due, which was paid). */
  revenueFen: number
  /** Refunds that completed (money went back) in the period, and their sum. */
  refundCount: number
  refundFen: number
  /** Accounts created in the period. */
  newUsers: number
}

export interface DashboardDay extends DashboardFigures {
  /** China date, YYYY-MM-DD. */
  date: string
}

/** GET /api/admin/dashboard. */
export interface Dashboard {
  today: DashboardFigures
  month: DashboardFigures
  /** The last 30 China days, oldest first, today last; days without anything are zeros. */
  daily: DashboardDay[]
}
