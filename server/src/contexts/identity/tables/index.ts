// The identity context's tables. Its own modules import them from here; another context's table files may import
// them for a foreign key; any other code reads them only through the context's index.ts.
export * from './addresses'
export * from './auth'
export * from './profiles'
export * from './sms'
export * from './users'
export * from './wechat'
export * from './security'
