// The profit form as typed (text fields) and the ProfitInputs it stands for.
import { CALCULATOR_LIMITS as L, type ProfitInputs } from '@contract/tools/calculators'
import {
  amountError, amountText, collect, fenOf, lineNameError, nameError, numberText, pctError, pctOf, type DraftErrors
} from './draft-fields'

export interface LineDraft { name: string; amount: string }

export const COST_FIELDS = ['rent', 'wages', 'utilities', 'commission', 'other'] as const
export type CostField = (typeof COST_FIELDS)[number]

export type ProfitDraft = {
  name: string
  lines: LineDraft[]
  variableCost: string
  investment: string
} & Record<CostField, string>

export const EMPTY_LINE: LineDraft = { name: '', amount: '' }

export const EMPTY_PROFIT_DRAFT: ProfitDraft = {
  name: '', lines: [EMPTY_LINE], rent: '', wages: '', utilities: '', commission: '', other: '', variableCost: '', investment: ''
}

export function profitDraftErrors(d: ProfitDraft): DraftErrors {
  return collect([
    ['name', nameError(d.name)],
    ...d.lines.flatMap((line, i): Array<[string, string | undefined]> => [
      [`lines.${i}.name`, lineNameError(line.name)],
      [`lines.${i}.amount`, amountError(line.amount, L.amountFenMax, true)]
    ]),
    ...COST_FIELDS.map((field): [string, string | undefined] => [field, amountError(d[field])]),
    ['variableCost', pctError(d.variableCost)],
    ['investment', amountError(d.investment)]
  ])
}

/** The inputs a valid draft stands for (check profitDraftErrors first). */
export function profitInputsFrom(d: ProfitDraft): ProfitInputs {
  return {
    revenueLines: d.lines.map((line) => ({ name: line.name.trim(), amountFen: fenOf(line.amount) })),
    rentFen: fenOf(d.rent),
    wagesFen: fenOf(d.wages),
    utilitiesFen: fenOf(d.utilities),
    commissionFen: fenOf(d.commission),
    otherFen: fenOf(d.other),
    variableCostPct: pctOf(d.variableCost),
    initialInvestmentFen: fenOf(d.investment)
  }
}

export function profitDraftFrom(name: string, inputs: ProfitInputs): ProfitDraft {
  return {
    name,
    lines: inputs.revenueLines.map((line) => ({ name: line.name, amount: amountText(line.amountFen) })),
    rent: amountText(inputs.rentFen),
    wages: amountText(inputs.wagesFen),
    utilities: amountText(inputs.utilitiesFen),
    commission: amountText(inputs.commissionFen),
    other: amountText(inputs.otherFen),
    variableCost: numberText(inputs.variableCostPct),
    investment: amountText(inputs.initialInvestmentFen)
  }
}
