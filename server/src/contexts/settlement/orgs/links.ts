// An organisation's members (staff users holding its kind's role, one organisation each), its classes (a class
// belongs to one organisation) and its agreed shares. Writes are audited; a clash is refused, never overwritten.
import { and, asc, desc, eq } from 'drizzle-orm'
import type { OrgClassLink, OrgMember, OrgShare, ShareInput } from '@contract/settlement/admin-shapes'
import { userError } from '../../../http/errors'
import { classRows } from '../../catalog'
import { findUserByPhone, idsWithRole, people } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import type { SettlementContext } from '../context'
import { settlementOrgClasses, settlementOrgMembers, settlementShares } from '../tables'
import { requireOrg } from './orgs'

export async function listMembers(ctx: SettlementContext, orgId: number): Promise<OrgMember[]> {
  await requireOrg(ctx.db, orgId)
  const rows = await ctx.db.select({ userId: settlementOrgMembers.userId, name: people.name, phone: people.phone, at: settlementOrgMembers.createdAt })
    .from(settlementOrgMembers).innerJoin(people, eq(people.id, settlementOrgMembers.userId))
    .where(eq(settlementOrgMembers.orgId, orgId)).orderBy(asc(settlementOrgMembers.createdAt))
  return rows.map((r) => ({ userId: r.userId, name: r.name, phone: r.phone, joinedAt: r.at.toISOString() }))
}

export async function addMember(ctx: SettlementContext, actor: AuditActor, orgId: number, phone: string): Promise<OrgMember> {
  const org = await requireOrg(ctx.db, orgId)
  const user = await findUserByPhone(ctx.db, phone)
  if (!user) throw userError('NOT_FOUND', '该手机号没有注册用户', 'phone')
  if ((await idsWithRole(ctx.db, [user.id], org.kind)).length === 0) {
    throw userError('MEMBER_ROLE_MISSING', `该用户没有${org.kind === 'ep' ? 'EP' : '教育结算'}角色，请先在用户管理中授予`, 'phone')
  }
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(settlementOrgMembers).values({ userId: user.id, orgId, createdAt: now }).onConflictDoNothing().returning()
    if (!row) throw userError('MEMBER_IN_OTHER_ORG', '该用户已属于一个机构', 'phone')
    await recordAudit(tx, actor, { action: 'settlementMember.add', resource: 'settlementOrg', resourceId: orgId, summary: `「${org.name}」添加成员 ${user.name}`,
      coded: { code: 'settlementMember.add', params: { org: org.name, name: user.name, phone: user.phone } }
    })
  })
  return { userId: user.id, name: user.name, phone: user.phone, joinedAt: now.toISOString() }
}

export async function removeMember(ctx: SettlementContext, actor: AuditActor, orgId: number, userId: number): Promise<{ removed: true }> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx.delete(settlementOrgMembers)
      .where(and(eq(settlementOrgMembers.orgId, orgId), eq(settlementOrgMembers.userId, userId))).returning()
    if (gone.length === 0) throw userError('NOT_FOUND', '该成员不在此机构')
    await recordAudit(tx, actor, { action: 'settlementMember.remove', resource: 'settlementOrg', resourceId: orgId, summary: `移除机构成员 #${userId}`,
      coded: { code: 'settlementMember.remove', params: { userId } }
    })
  })
  return { removed: true }
}

export async function listClassLinks(ctx: SettlementContext, orgId: number): Promise<OrgClassLink[]> {
  await requireOrg(ctx.db, orgId)
  const classes = classRows(ctx.db)
  return ctx.db.select({
    classId: classes.id, className: classes.name, goodsTitle: classes.goodsTitle, startDate: classes.startDate,
    endDate: classes.endDate, city: classes.city
  }).from(settlementOrgClasses).innerJoin(classes, eq(classes.id, settlementOrgClasses.classId))
    .where(eq(settlementOrgClasses.orgId, orgId)).orderBy(desc(classes.startDate))
}

export async function linkClass(ctx: SettlementContext, actor: AuditActor, orgId: number, classId: number): Promise<OrgClassLink> {
  const org = await requireOrg(ctx.db, orgId)
  const classes = classRows(ctx.db)
  const [cls] = await ctx.db.select({
    classId: classes.id, className: classes.name, goodsTitle: classes.goodsTitle, startDate: classes.startDate,
    endDate: classes.endDate, city: classes.city
  }).from(classes).where(eq(classes.id, classId)).limit(1)
  if (!cls) throw userError('CLASS_NOT_FOUND', '班级不存在', 'classId')
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(settlementOrgClasses).values({ classId, orgId, createdAt: ctx.now() }).onConflictDoNothing().returning()
    if (!row) throw userError('CLASS_IN_OTHER_ORG', '该班级已属于一个机构，请先从原机构移出', 'classId')
    await recordAudit(tx, actor, { action: 'settlementClass.link', resource: 'settlementOrg', resourceId: orgId, summary: `班级「${cls.className}」归入「${org.name}」`,
      coded: { code: 'settlementClass.link', params: { className: cls.className, org: org.name } }
    })
  })
  return cls
}

export async function unlinkClass(ctx: SettlementContext, actor: AuditActor, orgId: number, classId: number): Promise<{ removed: true }> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx.delete(settlementOrgClasses)
      .where(and(eq(settlementOrgClasses.orgId, orgId), eq(settlementOrgClasses.classId, classId))).returning()
    if (gone.length === 0) throw userError('NOT_FOUND', '该班级不属于此机构')
    await recordAudit(tx, actor, { action: 'settlementClass.unlink', resource: 'settlementOrg', resourceId: orgId, summary: `班级 #${classId} 移出机构`,
      coded: { code: 'settlementClass.unlink', params: { classId } }
    })
  })
  return { removed: true }
}

const toShare = (s: typeof settlementShares.$inferSelect): OrgShare => ({ id: s.id, shareBp: s.shareBp, validFrom: s.validFrom, createdAt: s.createdAt.toISOString() })

export async function listShares(ctx: SettlementContext, orgId: number): Promise<OrgShare[]> {
  await requireOrg(ctx.db, orgId)
  const rows = await ctx.db.select().from(settlementShares).where(eq(settlementShares.orgId, orgId)).orderBy(desc(settlementShares.validFrom))
  return rows.map(toShare)
}

export async function addShare(ctx: SettlementContext, actor: AuditActor, orgId: number, input: ShareInput): Promise<OrgShare> {
  const org = await requireOrg(ctx.db, orgId)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(settlementShares).values({ orgId, ...input, createdAt: ctx.now() }).onConflictDoNothing().returning()
    if (!row) throw userError('CONFLICT', '该日期已有分成比例', 'validFrom')
    await recordAudit(tx, actor, {
      action: 'settlementShare.add', resource: 'settlementOrg', resourceId: orgId,
      summary: `「${org.name}」自 ${input.validFrom} 起分成 ${(input.shareBp / 100).toFixed(2)}%`, after: input,
      coded: { code: 'settlementShare.add', params: { org: org.name, validFrom: input.validFrom, shareBp: input.shareBp } }
    })
    return toShare(row)
  })
}
