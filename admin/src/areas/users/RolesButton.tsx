// 修改角色: a modal over PUT /api/admin/users/:id/roles. Learner is shown ticked and fixed: everybody holds it. The
// server refuses an admin removing their own admin role, and a save that changes nothing.
// The ticks are filled once per opening, from the account as the server has it then (the boxes wait until it
// answers); a later reload of the account (e.g. after the previous save) never overwrites what the operator ticks.
import { Button, Checkbox, Form, Modal, Typography } from 'antd'
import { useEffect, useState } from 'react'
import * as api from '@contract/identity/admin-endpoints'
import { ROLES, type Role } from '@contract/identity/shapes'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { translate, useT } from '../../providers/i18n-provider'

export function RolesButton({ userId }: { userId: number }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [filled, setFilled] = useState(false)
  const [openedAt, setOpenedAt] = useState(0)
  const [form] = Form.useForm<{ roles: Role[] }>()
  const account = useApiQuery(api.getAdminUser, { params: { id: userId } }, { enabled: open })
  const save = useApiAction(api.setAdminUserRoles, { invalidate: ['users'], successMessage: translate('words.saved') })

  useEffect(() => {
    // Only an answer asked for after this opening: a cached one may predate the previous save.
    if (!open || filled || !account.data || account.dataUpdatedAt < openedAt) return
    form.setFieldsValue({ roles: account.data.roles })
    setFilled(true)
  }, [open, filled, openedAt, account.dataUpdatedAt, account.data, form])

  const openModal = () => {
    setFilled(false)
    setOpenedAt(Date.now())
    setOpen(true)
    void account.refetch()
  }
  const submit = async () => {
    const { roles } = form.getFieldsValue()
    try {
      await save.mutateAsync({ params: { id: userId }, body: { roles } })
      setOpen(false)
    } catch (err) {
      const errors = (err as { errors?: Record<string, string> }).errors
      if (errors?.roles) form.setFields([{ name: 'roles', errors: [errors.roles] }])
    }
  }
  const options = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`), disabled: role === 'learner' || !filled }))
  return (
    <>
      <Button onClick={openModal}>{t('users.roles.edit')}</Button>
      <Modal open={open} title={t('users.roles.title')} width={520} onOk={submit} onCancel={() => setOpen(false)}
        okText={translate('buttons.save')} okButtonProps={{ disabled: !filled }} confirmLoading={save.isPending} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('users.roles.help')}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="roles" label={t('users.fields.roles')}>
            <Checkbox.Group options={options} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', rowGap: 8 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
