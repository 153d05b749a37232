// A rubric's scores: every item scored once, within its maximum, nothing else; the total is their sum.
import { asc, eq } from 'drizzle-orm'
import type { ItemScore } from '@contract/certification/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { rubricItems } from '../tables'

export async function rubricOf(db: Db, goodsId: number) {
  return db.select({ id: rubricItems.id, title: rubricItems.title, maxScore: rubricItems.maxScore }).from(rubricItems)
    .where(eq(rubricItems.goodsId, goodsId)).orderBy(asc(rubricItems.sort), asc(rubricItems.id))
}

export function totalOf(rubric: Array<{ id: number; maxScore: number }>, items: ItemScore[]): number {
  if (rubric.length === 0) throw userError('RUBRIC_MISSING', '该考试尚未设置评分标准')
  const given = new Map(items.map((i) => [i.itemId, i.score]))
  if (given.size !== items.length || given.size !== rubric.length) throw userError('SCORE_INVALID', '请为每个评分项各打一次分')
  let total = 0
  for (const item of rubric) {
    const value = given.get(item.id)
    if (value === undefined) throw userError('SCORE_INVALID', '请为每个评分项各打一次分')
    if (value > item.maxScore) throw userError('SCORE_INVALID', `评分项的分数不能超过${item.maxScore}分`)
    total += value
  }
  return total
}
