// Formatting shared by every area: China time, money in fen, roles.
import { chinaDate, chinaDateTime, chinaTimestamp } from '@contract/china-time'

/** 2026-11-24 10:30 in China, whatever zone the operator's computer is set to. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? chinaDateTime(iso) : '—'
}

/** 2026-11-24 10:30:05 in China: the audit log and ledgers, where seconds tell steps apart. */
export function formatTimestamp(iso: string | null | undefined): string {
  return iso ? chinaTimestamp(iso) : '—'
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? chinaDate(iso) : '—'
}

/** ¥1,234.50 from fen (money is integer fen everywhere, types/money.ts). */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '—'
  return `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
