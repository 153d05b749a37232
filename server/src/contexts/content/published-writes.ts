// The back office's writes of one kind of published content (banners, notices, news, teachers, partners,
// stories): write a draft, edit, publish now or from a time, unpublish. Each runs in one transaction with its audit
// row (`<resource>.<verb>`, before and after), so a change and its record commit or roll back together. The kind
// supplies its SQL and its audit snapshot.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { userError, type AppError } from '../../http/errors'
import { recordAudit, type AuditActor } from '../system'
import { publishSummary, publishValues, unpublishValues, type PublicationColumns, type PublicationRow } from './publication'

export interface PublishedRow extends PublicationRow {
  id: number
}

export interface PublishedKind<Row extends PublishedRow, Values, Input, View> {
  /** The audit resource: `news` → actions news.create, news.update, news.publish, news.unpublish. */
  resource: string
  /** What one is called in audit summaries: 新闻 → 新建新闻「…」. */
  noun: string
  /** Its name in audit summaries: the article's title, the teacher's name. */
  name(row: Row): string
  /** One row by id; `now` for what a row shows by the clock (a linked goods' sale state). */
  find(db: Db, id: number, now: Date): Promise<Row | undefined>
  insert(db: Db, values: Values): Promise<number>
  /** Writes the values; with `where`, only while it holds (false when it no longer does). */
  update(db: Db, id: number, values: Partial<Values> | PublicationRow, where?: SQL): Promise<boolean>
  /** The table's publication columns (for the conditional publish and unpublish). */
  columns: PublicationColumns
  /** What the audit log keeps of a row (before and after a change). */
  snapshot(row: Row): Record<string, unknown>
  notFound(): AppError
  /** The row's values from a parsed input; runs inside the write's transaction (it may check references). */
  valuesOf(tx: Db, input: Input, now: Date): Promise<Values>
  /** The back office's view of a row. */
  toView(row: Row, now: Date): View
}

/**
 * Publishing now stamps the server's time as publish_at (instead of leaving it empty), so learners see when an
 * article or notice appeared and lists order by it; a scheduled publication keeps its time.
 */
export function stampedPublishValues(row: PublicationRow, publishAtText: string | undefined, now: Date): PublicationRow {
  const values = publishValues(row, publishAtText, now)
  return { published: true, publishAt: values.publishAt ?? now }
}

/** The row still stands as it was read: a publish or unpublish is one conditional UPDATE, so two at once can't both
 *  apply (the second finds the state changed and answers CONFLICT). The time is compared at the millisecond a
 *  JavaScript Date holds (the column keeps microseconds). */
function unchanged(t: PublicationColumns, row: PublicationRow): SQL {
  const sameTime = row.publishAt
    ? sql`date_trunc('milliseconds', ${t.publishAt}) = ${row.publishAt.toISOString()}::timestamptz`
    : isNull(t.publishAt)
  return and(eq(t.published, row.published), sameTime)!
}

const changedMeanwhile = () => userError('CONFLICT', '内容刚被其他人修改，请刷新后重试')

/** When a row became visible: its publish time, or its creation for a row published without one. */
export const publishedAtOf = (row: { publishAt: Date | null; createdAt: Date }) => (row.publishAt ?? row.createdAt).toISOString()

type ContentVerb = 'update' | 'publish' | 'unpublish'
/** What a change did: its summary sentence ('{}' for the row) and, for a scheduled publish, the time. */
interface Changed { summary: string; scheduledAt?: Date | null }

/** One kind's back-office reads and writes, answering its view. */
export interface PublishedAdmin<Input, View> {
  get(db: Db, id: number, now: Date): Promise<View>
  /** A new draft. */
  create(db: Db, actor: AuditActor, input: Input, now: Date): Promise<View>
  update(db: Db, actor: AuditActor, id: number, input: Input, now: Date): Promise<View>
  /** Now, or from `publishAt` (ISO, in the future). */
  publish(db: Db, actor: AuditActor, id: number, publishAt: string | undefined, now: Date): Promise<View>
  unpublish(db: Db, actor: AuditActor, id: number, now: Date): Promise<View>
}

/** get, create (a draft), update, publish and unpublish of one kind, answering the back office's view. */
export function publishedWrites<Row extends PublishedRow, Values, Input, View>(kind: PublishedKind<Row, Values, Input, View>): PublishedAdmin<Input, View> {
  const { resource, noun, toView } = kind
  const named = (row: Row) => `${noun}「${kind.name(row)}」`

  async function mustFind(db: Db, id: number, now: Date): Promise<Row> {
    const row = await kind.find(db, id, now)
    if (!row) throw kind.notFound()
    return row
  }

  /**
   * Runs `change` on the row in a transaction, then audits it with the row before and after. `change` answers the
   * summary sentence ('{}' stands for the row) and, for a scheduled publish, its time.
   */
  function changeAudited(db: Db, actor: AuditActor, id: number, now: Date, verb: ContentVerb, change: (tx: Db, before: Row) => Promise<Changed>) {
    return db.transaction(async (tx) => {
      const before = await mustFind(tx, id, now)
      const { summary, scheduledAt } = await change(tx, before)
      const row = await mustFind(tx, id, now)
      const params = { resource, name: kind.name(row), ...(scheduledAt ? { at: scheduledAt.toISOString() } : {}) }
      await recordAudit(tx, actor, {
        action: `${resource}.${verb}`, resource, resourceId: id, summary: summary.replace('{}', named(row)),
        coded: { code: scheduledAt ? 'content.schedule' : `content.${verb}`, params },
        before: kind.snapshot(before), after: kind.snapshot(row)
      })
      return row
    })
  }

  function create(db: Db, actor: AuditActor, input: Input, now: Date): Promise<Row> {
    return db.transaction(async (tx) => {
      const id = await kind.insert(tx, await kind.valuesOf(tx, input, now))
      const row = await mustFind(tx, id, now)
      await recordAudit(tx, actor, {
        action: `${resource}.create`, resource, resourceId: id, summary: `新建${named(row)}`, after: kind.snapshot(row),
        coded: { code: 'content.create', params: { resource, name: kind.name(row) } }
      })
      return row
    })
  }

  const update = (db: Db, actor: AuditActor, id: number, input: Input, now: Date) =>
    changeAudited(db, actor, id, now, 'update', async (tx) => {
      await kind.update(tx, id, await kind.valuesOf(tx, input, now))
      return { summary: '修改{}' }
    })

  const publish = (db: Db, actor: AuditActor, id: number, publishAtText: string | undefined, now: Date) =>
    changeAudited(db, actor, id, now, 'publish', async (tx, before) => {
      const values = stampedPublishValues(before, publishAtText, now)
      if (!(await kind.update(tx, id, values, unchanged(kind.columns, before)))) throw changedMeanwhile()
      const scheduledAt = publishAtText ? values.publishAt : null
      return { summary: publishSummary('{}', scheduledAt), scheduledAt }
    })

  const unpublish = (db: Db, actor: AuditActor, id: number, now: Date) =>
    changeAudited(db, actor, id, now, 'unpublish', async (tx, before) => {
      if (!(await kind.update(tx, id, unpublishValues(before), unchanged(kind.columns, before)))) throw changedMeanwhile()
      return { summary: '{}下线' }
    })

  return {
    get: async (db, id, now) => toView(await mustFind(db, id, now), now),
    create: async (db, actor, input, now) => toView(await create(db, actor, input, now), now),
    update: async (db, actor, id, input, now) => toView(await update(db, actor, id, input, now), now),
    publish: async (db, actor, id, publishAt, now) => toView(await publish(db, actor, id, publishAt, now), now),
    unpublish: async (db, actor, id, now) => toView(await unpublish(db, actor, id, now), now)
  }
}
