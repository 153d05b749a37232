// Formatting shared by every area: China time, money in fen, roles.
import dayjs from 'dayjs'

/** 2026-11-24 10:30 in the browser's zone (operators sit in China). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—'
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '—'
}

/** ¥1,234.50 from fen (money is integer fen everywhere, types/money.ts). */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '—'
  return `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
