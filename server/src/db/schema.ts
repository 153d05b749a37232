// Every context's tables, for drizzle's typed database (db/index.ts) and drizzle-kit (server/drizzle.config.ts).
// Nothing else in the platform layer knows a context; a new context with tables gets a line here.
export * from '../contexts/system/tables'
export * from '../contexts/files/tables'
export * from '../contexts/identity/tables'
export * from '../contexts/catalog/tables'
export * from '../contexts/commerce/tables'
export * from '../contexts/sales/tables'
export * from '../contexts/learning/tables'
export * from '../contexts/classroom/tables'
export * from '../contexts/training/tables'
export * from '../contexts/content/tables'
export * from '../contexts/tools/tables'
