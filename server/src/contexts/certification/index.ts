// Public entry of the certification context: the only file another context or the app may import.
export { certificationContext } from './plugin'
export { noTheory, type CertificationContext, type TheoryProvider, type TheoryResult } from './context'
/** Registrations from paid exam orders: the seed and tests run it before writing a registration's later states. */
export { syncRegistrations } from './registrations/sync'
/** A new random certificate number with its check digit, and the format check (seed, tests). */
export { isWellFormedNumber, newCertificateNumber } from './certificates/numbers'
/** Settles judged registrations waiting for their theory part: app.ts hands it to exams as its formal-result hook. */
export { settleOnTheory, type TheoryArrival } from './results/theory-arrived'
