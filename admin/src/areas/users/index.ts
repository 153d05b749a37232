// The users area: search accounts, one account's profile, roles, status, points and orders.
import { createElement } from 'react'
import { UserOutlined } from '@ant-design/icons'
import * as api from '@contract/identity/admin-endpoints'
import type { AdminResource } from '../types'
import { UserList } from './UserList'
import { UserShow } from './UserShow'

export const usersResources: AdminResource[] = [
  {
    name: 'users',
    area: 'usersRead',
    label: 'users.menu',
    icon: createElement(UserOutlined),
    // `update` is the roles edit (PUT /api/admin/users/:id/roles, the edit-roles modal's form); disabling and
    // enabling are actions (useApiAction) on the detail page.
    api: { list: api.listAdminUsers, one: api.getAdminUser, update: api.setAdminUserRoles },
    list: UserList,
    show: UserShow
  }
]
