// '2026-12-01 ~ 12-10' for a class's dates, one date for a one-day class (as the class list shows them).
export function classDatesText(c: { startDate: string; endDate: string }): string {
  if (c.startDate === c.endDate) return c.startDate
  const sameYear = c.startDate.slice(0, 4) === c.endDate.slice(0, 4)
  return `${c.startDate} ~ ${sameYear ? c.endDate.slice(5) : c.endDate}`
}
