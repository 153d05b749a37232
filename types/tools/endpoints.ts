// Endpoints of the tools context: the learner's saved gym calculations, and a read-only shared view.
import type { Paged } from '../envelope'
import type {
  Calculation, CalculationListQuery, CalculationSummary, CreateCalculationInput, ShareResult, SharedCalculation,
  UpdateCalculationInput
} from './schemas'
import { define } from '../define'

export const listCalculations = define<{ query: CalculationListQuery; response: Paged<CalculationSummary> }>()({
  method: 'GET', path: '/api/calculations', access: 'user', summary: "The user's saved calculations, last changed first"
})
export const createCalculation = define<{ body: CreateCalculationInput; response: Calculation }>()({
  method: 'POST', path: '/api/calculations', access: 'user', summary: 'Save a sales or profit calculation'
})
export const getSharedCalculation = define<{ response: SharedCalculation }>()({
  method: 'GET', path: '/api/calculations/shared/:shareCode', access: 'public', summary: 'A shared calculation, read-only'
})
export const getCalculation = define<{ response: Calculation }>()({
  method: 'GET', path: '/api/calculations/:id', access: 'user', summary: 'One saved calculation with its results'
})
export const updateCalculation = define<{ body: UpdateCalculationInput; response: Calculation }>()({
  method: 'PUT', path: '/api/calculations/:id', access: 'user', summary: 'Rename a calculation or change its inputs'
})
export const deleteCalculation = define<{ response: null }>()({
  method: 'DELETE', path: '/api/calculations/:id', access: 'user', summary: 'Delete a saved calculation'
})
export const shareCalculation = define<{ response: ShareResult }>()({
  method: 'POST', path: '/api/calculations/:id/share', access: 'user', summary: 'Share a calculation: answers its share code'
})
