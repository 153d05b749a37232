// The WeChat mini-program identity (openid) linked to an account: at most one per account and one account per
// openid. session_key is kept here, server-side only, for later decryption of data the mini-program sends.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users'

export const wechatIdentities = pgTable('wechat_identities', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  appId: text('app_id').notNull(),
  openid: text('openid').notNull().unique(),
  unionid: text('unionid'),
  sessionKey: text('session_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
})

/**
 * Official-account openids (网页授权 snsapi_base in the WeChat browser), needed to pay by JSAPI there: one per
 * account and official account, one account per openid. They do not sign anyone in, so they live apart from the
 * mini-program identity above and survive its unlinking.
 */
export const wechatOaOpenids = pgTable(
  'wechat_oa_openids',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: text('app_id').notNull(),
    openid: text('openid').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [uniqueIndex('wechat_oa_openids_user_app_unique').on(t.userId, t.appId)]
)
