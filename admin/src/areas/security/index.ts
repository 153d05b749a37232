// The operator's own security: two-step sign-in (TOTP) and the sign-in log (an admin reads everybody's).
import { createElement } from 'react'
import { LoginOutlined, SafetyOutlined } from '@ant-design/icons'
import * as api from '@contract/identity/operator-endpoints'
import type { AdminResource } from '../types'
import { SignInList } from './SignInList'
import { TotpSettings } from './TotpSettings'

export const securityResources: AdminResource[] = [
  {
    name: 'sign-ins',
    area: 'security',
    label: 'security.menu',
    icon: createElement(LoginOutlined),
    api: { list: api.listSignIns },
    list: SignInList
  },
  {
    name: 'two-step',
    area: 'security',
    label: 'security.totpMenu',
    icon: createElement(SafetyOutlined),
    // Not a list of records: the page reads GET /api/admin/totp itself.
    api: {},
    list: TotpSettings
  }
]
