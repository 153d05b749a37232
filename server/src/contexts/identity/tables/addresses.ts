// Delivery addresses. Region names are derived by the server from region_code (@vant/area-data) and stored with
// the row, so an order can later copy the address as it was. A WeChat import whose names match no code keeps the
// names with an empty code.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './users'

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    regionCode: varchar('region_code', { length: 6 }).notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    index('addresses_user_created_idx').on(t.userId, t.createdAt),
    // At most one default per user, whatever the code above does: the last line of defence against races.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`is_default`)
  ]
)
