// The back office's writes of published about content (teachers, partners, stories): create, edit, publish (now or
// scheduled) and unpublish, each in one transaction with its audit row, so a change and its record commit together.
// A kind says how to load its row, name it and snapshot it; the rules of publishing are publication.ts's.
import type { Db } from '../../db'
import { userError } from '../../http/errors'
import { recordAudit, type AuditActor } from '../system'
import { publishSummary, publishValues, unpublishValues, type PublicationRow } from './publication'
import { setPublication, type PublishedTable } from './published-repo'

export interface AuditedKind<Row extends PublicationRow> {
  /** The audit log's resource, and the first half of its actions: `teacher` → `teacher.create`. */
  resource: string
  /** What the audit summary calls it: 讲师 → 新建讲师「张三」. */
  noun: string
  table: PublishedTable
  load: (db: Db, id: number) => Promise<Row | undefined>
  name: (row: Row) => string
  snapshot: (row: Row) => Record<string, unknown>
}

/** Hidden and missing answer alike (learners), and a missing one in the back office says the same. */
export const contentNotFound = () => userError('NOT_FOUND', '内容不存在')
const changedMeanwhile = () => userError('CONFLICT', '内容刚被其他人修改，请刷新后重试')

export async function mustLoad<Row extends PublicationRow>(db: Db, kind: AuditedKind<Row>, id: number): Promise<Row> {
  const row = await kind.load(db, id)
  if (!row) throw contentNotFound()
  return row
}

const label = <Row extends PublicationRow>(kind: AuditedKind<Row>, row: Row) => `${kind.noun}「${kind.name(row)}」`

/** `insert` writes the row (and what hangs on it) and answers its id. */
export function createAudited<Row extends PublicationRow>(db: Db, actor: AuditActor, kind: AuditedKind<Row>,
  insert: (tx: Db) => Promise<number>): Promise<Row> {
  return db.transaction(async (tx) => {
    const id = await insert(tx)
    const row = await mustLoad(tx, kind, id)
    await recordAudit(tx, actor, { action: `${kind.resource}.create`, resource: kind.resource, resourceId: id, summary: `新建${label(kind, row)}`, after: kind.snapshot(row) })
    return row
  })
}

/** `apply` writes the change to the row found by id. */
export function updateAudited<Row extends PublicationRow>(db: Db, actor: AuditActor, kind: AuditedKind<Row>, id: number,
  apply: (tx: Db) => Promise<void>): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await mustLoad(tx, kind, id)
    await apply(tx)
    const row = await mustLoad(tx, kind, id)
    await recordAudit(tx, actor, {
      action: `${kind.resource}.update`, resource: kind.resource, resourceId: id, summary: `修改${label(kind, row)}`,
      before: kind.snapshot(before), after: kind.snapshot(row)
    })
    return row
  })
}

async function movePublication<Row extends PublicationRow>(db: Db, actor: AuditActor, kind: AuditedKind<Row>, id: number,
  verb: 'publish' | 'unpublish', next: (before: Row) => PublicationRow): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await mustLoad(tx, kind, id)
    const values = next(before)
    if (!(await setPublication(tx, kind.table, id, before, values))) throw changedMeanwhile()
    const row = await mustLoad(tx, kind, id)
    const summary = verb === 'publish' ? publishSummary(label(kind, row), values.publishAt) : `${label(kind, row)}下线`
    await recordAudit(tx, actor, {
      action: `${kind.resource}.${verb}`, resource: kind.resource, resourceId: id, summary, before: kind.snapshot(before), after: kind.snapshot(row)
    })
    return row
  })
}

/** Publishes now (no time) or schedules for `publishAtText`. */
export function publishAudited<Row extends PublicationRow>(db: Db, actor: AuditActor, kind: AuditedKind<Row>, id: number,
  publishAtText: string | undefined, now: Date): Promise<Row> {
  return movePublication(db, actor, kind, id, 'publish', (before) => publishValues(before, publishAtText, now))
}

/** Hides it again (a schedule is cancelled). */
export function unpublishAudited<Row extends PublicationRow>(db: Db, actor: AuditActor, kind: AuditedKind<Row>, id: number): Promise<Row> {
  return movePublication(db, actor, kind, id, 'unpublish', unpublishValues)
}
