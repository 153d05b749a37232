// Recognising database errors the services turn into user messages. Both drivers (pg and PGlite) report the
// SQLSTATE in `code`; drizzle may wrap the driver's error in `cause`.

const UNIQUE_VIOLATION = '23505'

function sqlState(err: unknown): string | undefined {
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** True when a unique constraint (or unique index) refused the write. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === UNIQUE_VIOLATION
}

/** SQLSTATEs meaning the database is away, not that the query was wrong: class 08 (connection exception),
 * 57P01-57P03 (shutting down, crashed, starting up) and 53300 (no connection slot left). */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/
/** Node's socket errors when the server is down or unreachable. */
const UNAVAILABLE_ERRNO = /^E(CONNREFUSED|CONNRESET|TIMEDOUT|PIPE|HOSTUNREACH|NOTFOUND|AI_AGAIN)$/
/** What node-postgres says, without a code, when the pool cannot hand out a connection or one dies mid-query. */
const UNAVAILABLE_TEXT = /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i

/** True when the error says the database cannot be reached (down, restarting, or every connection taken). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_ERRNO.test(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The innermost cause in a line (code and message), for a log that must not carry SQL, parameters or stacks. */
export function shortCause(err: unknown): { code?: string; message: string } {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown }
  for (let depth = 0; current.cause && typeof current.cause === 'object' && depth < 5; depth++) current = current.cause as typeof current
  const code = typeof current.code === 'string' ? current.code : undefined
  return { ...(code ? { code } : {}), message: String(current.message ?? current).slice(0, 200) }
}
