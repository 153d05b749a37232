// The success side of the envelope (types/envelope.ts). Handlers `return ok(data)`; failures are thrown
// (errors.ts) and shaped by the error handler, so every body leaves the server in the same form.
import { z } from 'zod'

export interface Success<T> {
  status: 1
  message: ''
  data: T
}

export function ok<T>(data: T): Success<T> {
  return { status: 1, message: '', data }
}

/**
 * Response schema for a route's 200 answer. Serialising through it also strips any field the data schema does
 * not name (a password hash can never leak by accident).
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(1), message: z.literal(''), data })
}
