// Every table, by area. drizzle-kit reads this file to generate migrations; add each new area file here.
export * from './users'
export * from './auth'
export * from './uploads'
export * from './sms'
export * from './wechat'
export * from './profiles'
export * from './addresses'
export * from './agreements'
