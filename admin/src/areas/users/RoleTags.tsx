// An account's roles as tags (learner in grey: everybody holds it) and its status as a tag.
import { Tag } from 'antd'
import type { Role } from '@contract/identity/shapes'
import { useT } from '../../providers/i18n-provider'

const OPERATOR_COLOURS: Partial<Record<Role, string>> = { admin: 'red', finance: 'gold', content: 'blue', academic: 'purple' }

export function RoleTags({ roles }: { roles: Role[] }) {
  const t = useT()
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} color={role === 'learner' ? 'default' : (OPERATOR_COLOURS[role] ?? 'green')}>{t(`roles.${role}`)}</Tag>
      ))}
    </>
  )
}

export function StatusTag({ disabled }: { disabled: boolean }) {
  const t = useT()
  return disabled ? <Tag color="error">{t('users.status.disabled')}</Tag> : <Tag color="success">{t('users.status.active')}</Tag>
}
