// One user: account and profile (ID number masked but its last 4), roles and status with their actions, points
// with the manual adjustment, and the user's orders.
import { Show } from '@refinedev/antd'
import { CanAccess, useCan, useShow } from '@refinedev/core'
import { Card, Col, Descriptions, Row, Space } from 'antd'
import type { AdminUserDetail } from '@contract/identity/admin-shapes'
import { formatDate, formatDateTime } from '../../components/format'
import { useT, type TextKey } from '../../providers/i18n-provider'
import { RoleTags, StatusTag } from './RoleTags'
import { RolesButton } from './RolesButton'
import { StatusButton } from './StatusButton'
import { UserOrders } from './UserOrders'
import { UserPoints } from './UserPoints'

/** A coded profile value through its label list, '—' when not filled in. */
function useLabel() {
  const t = useT()
  return (prefix: string, value: string) => (value ? t(`${prefix}.${value}` as TextKey) : '—')
}

function Account({ user }: { user: AdminUserDetail }) {
  const t = useT()
  return (
    <Card size="small" title={t('users.account')} style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('users.fields.id')}>{user.id}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.phone')}>{user.phone}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.name')}>{user.name || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.roles')}><RoleTags roles={user.roles} /></Descriptions.Item>
        <Descriptions.Item label={t('users.fields.status')}>
          <StatusTag disabled={user.disabled} />{user.disabledAt && formatDateTime(user.disabledAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.fields.createdAt')}>{formatDateTime(user.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.lastSeenAt')}>{formatDateTime(user.lastSeenAt)}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.hasPassword')}>{user.hasPassword ? t('users.set') : t('users.notSet')}</Descriptions.Item>
        <Descriptions.Item label={t('users.fields.wechatBound')}>{user.wechatBound ? t('users.bound') : t('users.notBound')}</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

function Profile({ user }: { user: AdminUserDetail }) {
  const t = useT()
  const label = useLabel()
  const p = user.profile
  const pinyin = `${p.surnamePinyin} ${p.givenNamePinyin}`.trim()
  return (
    <Card size="small" title={t('users.profile.title')} style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('users.profile.pinyin')}>{pinyin || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.gender')}>{label('users.genders', p.gender)}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.birthday')}>{formatDate(p.birthday)}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.education')}>{label('users.educations', p.education)}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.industry')}>{p.industry || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.job')}>{p.job || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.idType')}>{label('users.idTypes', p.idType)}</Descriptions.Item>
        <Descriptions.Item label={t('users.profile.idNumber')}>{p.idNumberMasked || '—'}</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

export function UserShow() {
  const t = useT()
  const { query } = useShow<AdminUserDetail>({ resource: 'users' })
  const user = query.data?.data
  const { data: points } = useCan({ resource: 'points', action: 'list' })
  const span = points?.can ? 8 : 12
  return (
    <Show
      isLoading={query.isLoading}
      title={user ? `${t('users.detailTitle')} · ${user.name || user.phone}` : t('users.detailTitle')}
      canEdit={false}
      canDelete={false}
      headerButtons={({ defaultButtons }) => (
        <Space>
          {defaultButtons}
          {user && <CanAccess resource="users" action="roles"><RolesButton userId={user.id} /></CanAccess>}
          {user && <CanAccess resource="users" action="disable"><StatusButton user={user} /></CanAccess>}
        </Space>
      )}
    >
      {user && (
        <>
          <Row gutter={16}>
            <Col span={span}><Account user={user} /></Col>
            <Col span={span}><Profile user={user} /></Col>
            {points?.can && <Col span={8}><UserPoints userId={user.id} /></Col>}
          </Row>
          <UserOrders userId={user.id} />
        </>
      )}
    </Show>
  )
}
