// Every stored user file, so files can be traced to their uploader and cleaned up later.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../identity/tables'
import type { UploadKind } from '../../../../../types/files/shapes'

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // Public path under the static-assets base, e.g. /uploads/2026/11/<uuid>.jpg
    path: text('path').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    kind: text('kind').$type<UploadKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)]
)
