// 修改角色: a modal over the roles edit (the resource's `update`, PUT /api/admin/users/:id/roles). Learner is shown
// ticked and fixed: everybody holds it. The server refuses an admin removing their own admin role.
import { useModalForm } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { Button, Checkbox, Form, Modal, Typography } from 'antd'
import type { AdminUserDetail, AdminUserRolesInput } from '@contract/admin-users'
import { ROLES } from '@contract/user'
import { useT } from '../../providers/i18n-provider'

export function RolesButton({ userId }: { userId: number }) {
  const t = useT()
  const { modalProps, formProps, show } = useModalForm<AdminUserDetail, HttpError, AdminUserRolesInput>({
    resource: 'users',
    action: 'edit',
    id: userId,
    redirect: false,
    warnWhenUnsavedChanges: false,
    successNotification: () => ({ type: 'success', message: t('words.saved') }),
    // The server's sentence alone, e.g. why an admin can't drop their own admin role.
    errorNotification: (error) => ({ type: 'error', message: error?.message ?? '' })
  })
  const options = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`), disabled: role === 'learner' }))
  return (
    <>
      <Button onClick={() => show(userId)}>{t('users.roles.edit')}</Button>
      <Modal {...modalProps} title={t('users.roles.title')} width={520}>
        <Typography.Paragraph type="secondary">{t('users.roles.help')}</Typography.Paragraph>
        <Form {...formProps} layout="vertical">
          <Form.Item name="roles" label={t('users.fields.roles')}>
            <Checkbox.Group options={options} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', rowGap: 8 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
