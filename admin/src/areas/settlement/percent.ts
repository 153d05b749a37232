// A share in basis points as a percent (3000 → 30%), and back from what an operator types (30.5 → 3050).
export const percentText = (bp: number) => `${Number((bp / 100).toFixed(2))}%`
export const bpOf = (percent: number) => Math.round(percent * 100)
