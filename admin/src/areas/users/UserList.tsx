// 用户: search by phone or name, filter by role and status, newest first; CSV export (phones masked).
import { ShowButton } from '@refinedev/antd'
import { Avatar, Form, Input, Select, Space, Table } from 'antd'
import { maskPhone } from '@contract/admin'
import type { AdminUserSummary } from '@contract/identity/admin-shapes'
import { ROLES, type Role } from '@contract/identity/shapes'
import { formatDateTime } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { RoleTags, StatusTag } from './RoleTags'

export function UserList() {
  const t = useT()
  const roleOptions = ROLES.map((role) => ({ value: role, label: role === 'learner' ? t('users.onlyLearner') : t(`roles.${role}`) }))
  return (
    <ResourceList<AdminUserSummary>
      resource="users"
      title={t('users.title')}
      csvRow={(user) => ({
        [t('users.fields.id')]: user.id,
        [t('users.fields.phone')]: maskPhone(user.phone),
        [t('users.fields.name')]: user.name,
        [t('users.fields.roles')]: user.roles.map((role) => t(`roles.${role}`)).join('、'),
        [t('users.fields.status')]: user.disabled ? t('users.status.disabled') : t('users.status.active'),
        [t('users.fields.createdAt')]: formatDateTime(user.createdAt)
      })}
      filterFields={
        <>
          <Form.Item name="keyword"><Input allowClear placeholder={t('users.keywordPlaceholder')} style={{ width: 200 }} /></Form.Item>
          <Form.Item name="role"><Select allowClear placeholder={t('users.rolePlaceholder')} options={roleOptions} style={{ width: 140 }} /></Form.Item>
          <Form.Item name="disabled">
            <Select allowClear placeholder={t('users.statusPlaceholder')} style={{ width: 140 }}
              options={[{ value: 'false', label: t('users.status.active') }, { value: 'true', label: t('users.status.disabled') }]} />
          </Form.Item>
        </>
      }
      rowActions={(user) => <ShowButton hideText size="small" recordItemId={user.id} />}
      rowActionsWidth={90}
    >
      <Table.Column<AdminUserSummary> dataIndex="id" title={t('users.fields.id')} width={100} />
      <Table.Column<AdminUserSummary> dataIndex="name" title={t('users.fields.name')} width={200}
        render={(_, user) => (
          <Space>
            <Avatar size="small" src={user.avatar || undefined}>{user.name.slice(0, 1)}</Avatar>
            {user.name || '—'}
          </Space>
        )} />
      <Table.Column<AdminUserSummary> dataIndex="phone" title={t('users.fields.phone')} width={150} />
      <Table.Column<AdminUserSummary> dataIndex="roles" title={t('users.fields.roles')} render={(roles: Role[]) => <RoleTags roles={roles} />} />
      <Table.Column<AdminUserSummary> dataIndex="disabled" title={t('users.fields.status')} width={100}
        render={(disabled: boolean) => <StatusTag disabled={disabled} />} />
      <Table.Column<AdminUserSummary> dataIndex="createdAt" title={t('users.fields.createdAt')} width={170}
        render={(value: string) => formatDateTime(value)} />
    </ResourceList>
  )
}
