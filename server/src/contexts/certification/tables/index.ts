export * from './registrations'
export * from './certificates'
