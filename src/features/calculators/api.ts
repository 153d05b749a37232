// The calculators' endpoints (types/tools/endpoints.ts), one typed function each.
import type { CalculationKind } from '@contract/tools/calculators'
import * as api from '@contract/tools/endpoints'
import type { CreateCalculationInput, UpdateCalculationInput } from '@contract/tools/schemas'
import { call } from '@/shared/request'

export const listCalculations = (query: { kind?: CalculationKind; page?: number; size?: number } = {}) =>
  call(api.listCalculations, { query })
export const getCalculation = (id: number) => call(api.getCalculation, { params: { id } })
export const getSharedCalculation = (shareCode: string) => call(api.getSharedCalculation, { params: { shareCode } })
export const createCalculation = (body: CreateCalculationInput) => call(api.createCalculation, { body })
export const updateCalculation = (id: number, body: UpdateCalculationInput) => call(api.updateCalculation, { params: { id }, body })
export const deleteCalculation = (id: number) => call(api.deleteCalculation, { params: { id } })
export const shareCalculation = (id: number) => call(api.shareCalculation, { params: { id } })
