// Every table, by area. drizzle-kit reads this file to generate migrations; add each new area file here.
export * from './users'
export * from './auth'
export * from './uploads'
