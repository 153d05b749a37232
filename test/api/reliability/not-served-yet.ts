// Endpoints whose definition (types/**/endpoints.ts) exists while the server does not answer them yet: contracts
// written ahead of their server code. served.test.ts keeps this list exact; the reliability suites skip these until
// they are served. Take a line off when its endpoint is built; never add one without a page or issue waiting on it.
export const NOT_SERVED_YET: readonly string[] = [
]
