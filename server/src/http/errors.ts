// Failures a service or hook throws on purpose. The error handler (error-handler.ts) turns them into the envelope,
// so nothing else ever writes an error body by hand.
import type { ErrorCode } from '@contract/envelope'

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** 200 for anything the user can fix (product rules §8 shows the message in a modal); 401/403/… otherwise. */
    readonly httpStatus = 200,
    /** The request field the refusal is about ('capacity'): a form shows the message beside that field. */
    readonly field?: string
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/**
 * A business-rule or input failure the user can fix: HTTP 200, status 0, the message shown as is; with `field`,
 * also beside that field of the form (envelope `fields`).
 */
export function userError(code: ErrorCode, message: string, field?: string): AppError {
  return new AppError(code, message, 200, field)
}

/** No token, or an expired or revoked one: the app goes to the login page. */
export function unauthenticated(message = '请先登录'): AppError {
  return new AppError('UNAUTHENTICATED', message, 401)
}

/** Logged in, but none of the roles the route needs. */
export function forbidden(message = '没有权限进行此操作'): AppError {
  return new AppError('FORBIDDEN', message, 403)
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError
}
