// The commerce context's tables. Its own modules import them from here; another context's table files may import
// them for a foreign key; any other code reads them only through the context's index.ts.
export * from './invoices'
export * from './orders'
export * from './refunds'
export * from './offline-receipts'
