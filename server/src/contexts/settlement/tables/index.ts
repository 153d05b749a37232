// The settlement context's tables, gathered for server/src/db/schema.ts.
export * from './orgs'
export * from './statements'
