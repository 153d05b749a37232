// Where a signed-in operator lands, and the page a screen the operator's roles can't open shows instead. Each role
// lands on the first menu screen it may open (a content operator has no dashboard); the "no permission" page
// leads on to the screens the roles do open, and offers to sign out (to sign in with another account).
import { useLogout } from '@refinedev/core'
import { canUse } from '@contract/admin-access'
import { Button, Result, Space } from 'antd'
import { Link, Navigate } from 'react-router'
import { ADMIN_RESOURCES } from '../areas'
import { currentRoles } from '../providers/session'
import { translate, useT } from '../providers/i18n-provider'

/** The menu screens (with a list page) the signed-in roles may open, in menu order. */
export function openableScreens() {
  const roles = currentRoles()
  return ADMIN_RESOURCES.filter((resource) => resource.list && !resource.hidden && canUse(roles, resource.area))
}

export function Landing() {
  const first = openableScreens()[0]
  return first ? <Navigate to={`/${first.name}`} replace /> : <Forbidden />
}

export function Forbidden() {
  const t = useT()
  const { mutate: logout } = useLogout()
  const screens = openableScreens()
  return (
    <Result
      status="403"
      title="403"
      subTitle={screens.length ? t('access.forbiddenLead') : t('access.forbiddenNone')}
      extra={
        <Space direction="vertical" size="middle" data-testid="forbidden-ways">
          <Space wrap style={{ justifyContent: 'center' }}>
            {screens.map((resource) => (
              <Link key={resource.name} to={`/${resource.name}`}>{translate(resource.label)}</Link>
            ))}
          </Space>
          <Button onClick={() => logout()}>{t('access.signOut')}</Button>
        </Space>
      }
    />
  )
}
