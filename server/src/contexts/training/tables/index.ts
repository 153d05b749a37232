// The training context's tables. Its own modules import them from here; another context's table files may import
// them for a foreign key; any other code reads them only through the context's index.ts.
export * from './moves'
export * from './programs'
export * from './plans'
export * from './sessions'
export * from './coaching'
