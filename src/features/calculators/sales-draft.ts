// The sales form as typed (text fields) and the SalesInputs it stands for.
import { CALCULATOR_LIMITS as L, type SalesInputs } from '@contract/tools/calculators'
import {
  amountError, amountText, collect, countError, countOf, fenOf, lineNameError, nameError, numberText, pctError, pctOf,
  type DraftErrors
} from './draft-fields'

export interface TierDraft { name: string; price: string; count: string }
export interface PackageDraft { name: string; price: string; sessions: string; conversion: string }

export interface SalesDraft {
  name: string
  tiers: TierDraft[]
  packages: PackageDraft[]
  salesStaff: string
  coaches: string
  membershipCommission: string
  ptCommission: string
  target: string
}

export const EMPTY_TIER: TierDraft = { name: '', price: '', count: '' }
export const EMPTY_PACKAGE: PackageDraft = { name: '', price: '', sessions: '', conversion: '' }

export const EMPTY_SALES_DRAFT: SalesDraft = {
  name: '',
  tiers: [EMPTY_TIER],
  packages: [],
  salesStaff: '',
  coaches: '',
  membershipCommission: '',
  ptCommission: '',
  target: ''
}

export function salesDraftErrors(d: SalesDraft): DraftErrors {
  return collect([
    ['name', nameError(d.name)],
    ...d.tiers.flatMap((tier, i): Array<[string, string | undefined]> => [
      [`tiers.${i}.name`, lineNameError(tier.name)],
      [`tiers.${i}.price`, amountError(tier.price, L.priceFenMax, true)],
      [`tiers.${i}.count`, countError(tier.count, L.countMax)]
    ]),
    ...d.packages.flatMap((p, i): Array<[string, string | undefined]> => [
      [`packages.${i}.name`, lineNameError(p.name)],
      [`packages.${i}.price`, amountError(p.price, L.priceFenMax, true)],
      [`packages.${i}.sessions`, countError(p.sessions, L.sessionsMax)],
      [`packages.${i}.conversion`, pctError(p.conversion)]
    ]),
    ['salesStaff', countError(d.salesStaff, L.staffMax)],
    ['coaches', countError(d.coaches, L.staffMax)],
    ['membershipCommission', pctError(d.membershipCommission)],
    ['ptCommission', pctError(d.ptCommission)],
    ['target', amountError(d.target)]
  ])
}

/** The inputs a valid draft stands for (check salesDraftErrors first). */
export function salesInputsFrom(d: SalesDraft): SalesInputs {
  return {
    tiers: d.tiers.map((tier) => ({ name: tier.name.trim(), priceFen: fenOf(tier.price), countPerMonth: countOf(tier.count) })),
    ptPackages: d.packages.map((p) => ({
      name: p.name.trim(), priceFen: fenOf(p.price), sessions: countOf(p.sessions), conversionPct: pctOf(p.conversion)
    })),
    salesStaff: countOf(d.salesStaff),
    coaches: countOf(d.coaches),
    membershipCommissionPct: pctOf(d.membershipCommission),
    ptCommissionPct: pctOf(d.ptCommission),
    targetFen: fenOf(d.target)
  }
}

export function salesDraftFrom(name: string, inputs: SalesInputs): SalesDraft {
  return {
    name,
    tiers: inputs.tiers.map((tier) => ({ name: tier.name, price: amountText(tier.priceFen), count: numberText(tier.countPerMonth) })),
    packages: inputs.ptPackages.map((p) => ({
      name: p.name, price: amountText(p.priceFen), sessions: numberText(p.sessions), conversion: numberText(p.conversionPct)
    })),
    salesStaff: numberText(inputs.salesStaff),
    coaches: numberText(inputs.coaches),
    membershipCommission: numberText(inputs.membershipCommissionPct),
    ptCommission: numberText(inputs.ptCommissionPct),
    target: amountText(inputs.targetFen)
  }
}
