// The console hides what the signed-in user's roles can't use: refine asks `can` for every menu entry, button and
// route. It is a convenience only; the server checks every admin endpoint's role itself (types/admin-access.ts).
import type { AccessControlProvider } from '@refinedev/core'
import { ADMIN_ACCESS, canUse, type AdminArea } from '@contract/admin-access'
import { resourceArea } from '../areas'
import { currentRoles } from './session'

/**
 * Actions finer than a resource's area: `can({ resource: 'refunds', action: 'payout' })`. Each names the area
 * whose roles may do it.
 */
const ACTION_AREAS: Record<string, AdminArea> = {
  payout: 'refundPayout',
  review: 'refundReview',
  roles: 'usersWrite',
  disable: 'usersWrite'
}

export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action }) {
    const roles = currentRoles()
    const area = ACTION_AREAS[action] ?? (resource ? resourceArea(resource) : undefined)
    if (!area) return { can: true }
    if (canUse(roles, area)) return { can: true }
    return { can: false, reason: `需要以下角色之一：${ADMIN_ACCESS[area].join('、')}` }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } }
}
