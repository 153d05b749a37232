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
