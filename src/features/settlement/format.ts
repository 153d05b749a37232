// How settlement figures read: a share in basis points as a percent (3000 → 30%, 1250 → 12.5%).
export function percentText(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`
}
