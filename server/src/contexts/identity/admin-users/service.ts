// The console's users area: search accounts, read one, replace its roles, disable or enable it. Every write runs
// in one transaction with its audit row; disabling also ends every session of the account in that transaction,
// so its tokens stop working at once (the token check reads disabled_at as well, belt and braces).
import type { AdminUserDetail, AdminUserProfile, AdminUserSummary } from '@contract/identity/admin-shapes'
import type { Paged } from '@contract/envelope'
import { ROLES, type Role } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import { revokeUserTokens } from '../auth/repo'
import { effectiveRoles } from '../users/current-user'
import { findRoles, findUserById, grantRoles, type UserRow } from '../users/repo'
import type { FieldCipher } from '../../../crypto/field-cipher'
import { openProfile } from '../profile/sealed-fields'
import * as repo from './repo'

/** The ID number as the console shows it: only its last 4 characters readable. */
export function maskIdNumber(value: string): string {
  if (!value) return ''
  const visible = value.length > 4 ? value.slice(-4) : ''
  return '*'.repeat(value.length - visible.length) + visible
}

function toSummary(user: UserRow, storedRoles: readonly Role[]): AdminUserSummary {
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    avatar: user.avatar,
    roles: effectiveRoles(storedRoles),
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString()
  }
}

function toProfile(sealed: repo.ProfileRow | undefined, cipher: FieldCipher): AdminUserProfile {
  // Operators see the ID number masked; only its owner reads it in full (GET /api/detail).
  const row = sealed && openProfile(cipher, sealed)
  return {
    surnamePinyin: row?.surnamePinyin ?? '',
    givenNamePinyin: row?.givenNamePinyin ?? '',
    gender: row?.gender ?? '',
    birthday: row?.birthday ?? null,
    education: row?.education ?? '',
    industry: row?.industry ?? '',
    job: row?.job ?? '',
    idType: row?.idType ?? '',
    idNumberMasked: maskIdNumber(row?.idNumber ?? '')
  }
}

export interface UserListInput extends PageQueryInput {
  keyword?: string
  role?: Role
  disabled?: 'true' | 'false'
}

export async function listUsers(db: Db, input: UserListInput): Promise<Paged<AdminUserSummary>> {
  const { page, size, keyword, role, disabled } = input
  const filter = { keyword: keyword || undefined, role, disabled: disabled === undefined ? undefined : disabled === 'true' }
  const { rows, total } = await repo.listUsers(db, filter, { page, size })
  const roles = await repo.rolesOf(db, rows.map((row) => row.id))
  return { list: rows.map((row) => toSummary(row, roles.get(row.id) ?? [])), total, page, size }
}

export async function getUser({ db, cipher }: Pick<ServiceDeps, 'db' | 'cipher'>, id: number): Promise<AdminUserDetail> {
  const user = await findUserById(db, id)
  if (!user) throw userError('NOT_FOUND', '用户不存在')
  const [roles, profile, wechatBound, lastSeenAt] = await Promise.all([
    findRoles(db, id), repo.findProfile(db, id), repo.isWechatBound(db, id), repo.lastSessionAt(db, id)
  ])
  return {
    ...toSummary(user, roles),
    profile: toProfile(profile, cipher),
    hasPassword: user.passwordHash !== null,
    wechatBound,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    lastSeenAt: lastSeenAt?.toISOString() ?? null
  }
}

const ROLE_NAMES: Record<Role, string> = {
  learner: '学员', teacher: '讲师', sales: '销售', academic: '教务', ep: 'EP专员', edu: '教育结算', judge: '考官',
  trainer: '私教', admin: '管理员', finance: '财务', content: '内容运营'
}
const roleList = (roles: readonly Role[]) => (roles.length ? roles.map((r) => ROLE_NAMES[r]).join('、') : '无')
const who = (user: UserRow) => `${user.name || '用户'}（${user.phone}）`
/** Stored roles in ROLES order, learner left out: what the audit shows before and after. */
const extraRoles = (roles: readonly Role[]) => ROLES.filter((r) => r !== 'learner' && roles.includes(r))

export interface ServiceDeps {
  db: Db
  now: () => Date
  cipher: FieldCipher
}

/** Replaces the account's extra roles with `wanted`; an admin can't take their own admin role away. */
export async function setRoles(deps: ServiceDeps, actor: AuditActor, id: number, wanted: readonly Role[]): Promise<AdminUserDetail> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id)
    if (!user) throw userError('NOT_FOUND', '用户不存在')
    const before = extraRoles(await findRoles(tx, id))
    const after = extraRoles(wanted)
    if (actor.id === id && before.includes('admin') && !after.includes('admin')) {
      throw userError('SELF_LOCKOUT', '不能移除自己的管理员角色，请让另一位管理员操作')
    }
    // A save that changes nothing is refused, not audited: 「内容运营」改为「内容运营」 would read as if something happened.
    if (before.join() === after.join()) throw userError('NOTHING_CHANGED', `角色没有变化，仍为「${roleList(before)}」`, 'roles')
    await repo.revokeRoles(tx, id, before.filter((r) => !after.includes(r)))
    await grantRoles(tx, id, after.filter((r) => !before.includes(r)))
    await recordAudit(tx, actor, {
      action: 'user.roles', resource: 'user', resourceId: id,
      summary: `用户${who(user)}的角色由「${roleList(before)}」改为「${roleList(after)}」`,
      coded: { code: 'user.roles', params: { name: user.name, phone: user.phone, before: before.join(), after: after.join() } },
      before: { roles: before }, after: { roles: after }
    })
  })
  return getUser(deps, id)
}

/** Disables the account and ends all its sessions; the actor can't disable their own account. */
export async function disableUser(deps: ServiceDeps, actor: AuditActor, id: number, reason: string): Promise<AdminUserDetail> {
  if (actor.id === id) throw userError('SELF_LOCKOUT', '不能停用自己的账号')
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, id)
    if (!user) throw userError('NOT_FOUND', '用户不存在')
    const now = deps.now()
    if (!(await repo.markDisabled(tx, id, now))) throw userError('ACCOUNT_ALREADY_DISABLED', `用户${who(user)}已是停用状态`)
    await revokeUserTokens(tx, id, now)
    await recordAudit(tx, actor, {
      action: 'user.disable', resource: 'user', resourceId: id,
      summary: `停用用户${who(user)}${reason ? `，原因：${reason}` : ''}`,
      coded: { code: 'user.disable', params: { name: user.name, phone: user.phone, reason } },
      before: { disabledAt: null }, after: { disabledAt: now.toISOString(), reason }
    })
  })
  return getUser(deps, id)
}

export async function enableUser(deps: ServiceDeps, actor: AuditActor, id: number, reason: string): Promise<AdminUserDetail> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, id)
    if (!user) throw userError('NOT_FOUND', '用户不存在')
    if (!(await repo.markEnabled(tx, id))) throw userError('ACCOUNT_NOT_DISABLED', `用户${who(user)}未停用，无需启用`)
    await recordAudit(tx, actor, {
      action: 'user.enable', resource: 'user', resourceId: id,
      summary: `启用用户${who(user)}${reason ? `，原因：${reason}` : ''}`,
      coded: { code: 'user.enable', params: { name: user.name, phone: user.phone, reason } },
      before: { disabledAt: user.disabledAt?.toISOString() ?? null }, after: { disabledAt: null, reason }
    })
  })
  return getUser(deps, id)
}
