// The console hides what the signed-in user's roles can't use: refine asks `can` for every menu entry, button and
// route. It is a convenience only; the server checks every admin endpoint's role itself (types/admin-access.ts).
import type { AccessControlProvider } from '@refinedev/core'
import { ADMIN_ACCESS, canUse, type AdminArea } from '@contract/admin-access'
import { resourceArea } from '../areas'
import { currentRoles } from './session'
import { translate } from './i18n-provider'

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
    const names = ADMIN_ACCESS[area].map((role) => translate(`roles.${role}`))
    return { can: false, reason: translate('access.needsRoles', { roles: names.join(translate('words.listSeparator')) }) }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } }
}
