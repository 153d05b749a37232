// What the signed-in operator may do on the sales screens beyond opening them: paying a withdrawal out is
// finance's alone (the server refuses anyone else; this only hides the button).
import { canUse } from '@contract/admin-access'
import { currentRoles } from '../../providers/session'

export function useAccess(): { canPay: boolean } {
  return { canPay: canUse(currentRoles(), 'salesPayout') }
}
