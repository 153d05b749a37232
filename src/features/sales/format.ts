// How the sales pages word figures: a rate in basis points as a percentage, a withdrawal amount typed in yuan as fen.
import { WITHDRAWAL_MIN_FEN } from '@contract/sales/constants'

/** 500 → '5%', 250 → '2.5%'. */
export const rateText = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`

/** '12.5' → 1250; null when it is not an amount of at least the minimum and at most the balance (whole fen). */
export function withdrawalFen(text: string, balanceFen: number): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null
  const fen = Math.round(Number(text.trim()) * 100)
  return fen >= WITHDRAWAL_MIN_FEN && fen <= balanceFen ? fen : null
}
