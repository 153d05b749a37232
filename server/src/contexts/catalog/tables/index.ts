// The catalog context's tables. Its own modules import them from here; another context's table files may import
// them for a foreign key; any other code reads them only through the context's index.ts.
export * from './agreements'
export * from './catalog'
export * from './coupons'
export * from './mini-program-codes'
export * from './points'
