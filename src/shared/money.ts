// Money is integer fen on the wire (api-conventions.md); the app only formats it.

/** 128000 → '1280', 12850 → '128.5', 5 → '0.05': yuan without trailing zeros, as prices are shown in China. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  const whole = Math.floor(abs / 100)
  const cents = abs % 100
  if (cents === 0) return `${sign}${whole}`
  return `${sign}${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`
}

/** 128000 → '¥1280'. */
export function price(fen: number): string {
  return `¥${yuan(fen)}`
}
