// The back office's FAQ categories: list by sort with counts, add, rename/reorder, delete while empty. Audited.
import type { AdminFaqCategory } from '@contract/content/shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { isUniqueViolation } from '../../../db/errors'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import * as repo from './category-repo'

type Input = { name: string; sort: number }
const notFound = () => userError('NOT_FOUND', '分类不存在')
const taken = (name: string) => userError('FAQ_CATEGORY_TAKEN', `已有名为「${name}」的分类`)
const toView = (row: repo.CategoryWithCount): AdminFaqCategory => ({ ...row, createdAt: row.createdAt.toISOString() })
const snapshot = (row: repo.CategoryWithCount) => ({ name: row.name, sort: row.sort })

export async function listCategories(db: Db, query: PageQueryInput): Promise<Paged<AdminFaqCategory>> {
  const { rows, total } = await repo.listCategories(db, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toView), total, page: query.page, size: query.size }
}

async function mustFind(db: Db, id: number) {
  const row = await repo.findCategory(db, id)
  if (!row) throw notFound()
  return row
}

export async function getCategory(db: Db, id: number): Promise<AdminFaqCategory> {
  return toView(await mustFind(db, id))
}

export async function createCategory(db: Db, actor: AuditActor, input: Input): Promise<AdminFaqCategory> {
  return db.transaction(async (tx) => {
    const id = await repo.insertCategory(tx, input)
    if (!id) throw taken(input.name)
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, { action: 'faqCategory.create', resource: 'faqCategory', resourceId: id, summary: `新建问题分类「${row.name}」`,
      coded: { code: 'faqCategory.create', params: { name: row.name } }, after: snapshot(row) })
    return toView(row)
  })
}

export async function updateCategory(db: Db, actor: AuditActor, id: number, input: Input): Promise<AdminFaqCategory> {
  try {
    return await db.transaction(async (tx) => {
      const before = await mustFind(tx, id)
      await repo.updateCategory(tx, id, input)
      const row = await mustFind(tx, id)
      await recordAudit(tx, actor, {
        action: 'faqCategory.update', resource: 'faqCategory', resourceId: id, summary: `修改问题分类「${row.name}」`,
        coded: { code: 'faqCategory.update', params: { name: row.name } }, before: snapshot(before), after: snapshot(row)
      })
      return toView(row)
    })
  } catch (err) {
    // The unique name index refused it: the transaction is over, so the answer is given out here.
    if (isUniqueViolation(err)) throw taken(input.name)
    throw err
  }
}

export async function deleteCategory(db: Db, actor: AuditActor, id: number): Promise<AdminFaqCategory> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id)
    if (!(await repo.deleteEmptyCategory(tx, id))) {
      throw userError('FAQ_CATEGORY_IN_USE', `分类「${before.name}」下还有${before.itemCount}个问题，请先移到其他分类或删除后再删除分类`)
    }
    await recordAudit(tx, actor, { action: 'faqCategory.delete', resource: 'faqCategory', resourceId: id, summary: `删除问题分类「${before.name}」`,
      coded: { code: 'faqCategory.delete', params: { name: before.name } }, before: snapshot(before) })
    return toView(before)
  })
}
