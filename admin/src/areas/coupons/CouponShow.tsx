// 优惠券详情: the template, who holds its coupons (state, received, used on which order) and the 发放给用户 modal.
import { Show, useTable } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Descriptions, Select, Table, Tag } from 'antd'
import { Link } from 'react-router'
import type { AdminCouponTemplate, AdminUserCoupon } from '@contract/catalog/coupons-admin-shapes'
import { COUPON_STATES, type CouponState } from '@contract/catalog/constants'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { useCouponText } from './coupon-text'
import { IssueButton } from './IssueModal'

const STATE_COLORS: Record<CouponState, string> = { unused: 'green', used: 'blue', expired: 'default' }

function Usage({ id }: { id: number }) {
  const t = useT()
  const { tableProps, setFilters } = useTable<AdminUserCoupon>({ resource: 'coupon-usage', meta: { params: { id } }, syncWithLocation: false })
  return (
    <Card size="small" title={t('coupons.titles.usage')}
      extra={<Select allowClear placeholder={t('coupons.fields.state')} style={{ width: 120 }}
        options={COUPON_STATES.map((value) => ({ value, label: t(`coupons.states.${value}`) }))}
        onChange={(value) => setFilters([{ field: 'state', operator: 'eq', value }], 'replace')} />}>
      <Table {...tableProps} rowKey="id" size="small">
        <Table.Column<AdminUserCoupon> dataIndex="userPhone" title={t('coupons.fields.user')} render={(_, u) => `${u.userName || '—'}（${u.userPhone}）`} />
        <Table.Column<AdminUserCoupon> dataIndex="state" title={t('coupons.fields.state')} width={100}
          render={(s: CouponState) => <Tag color={STATE_COLORS[s]}>{t(`coupons.states.${s}`)}</Tag>} />
        <Table.Column<AdminUserCoupon> dataIndex="receivedAt" title={t('coupons.fields.receivedAt')} width={160} render={formatDateTime} />
        <Table.Column<AdminUserCoupon> dataIndex="validUntil" title={t('coupons.fields.validTo')} width={160} render={formatDateTime} />
        <Table.Column<AdminUserCoupon> dataIndex="usedAt" title={t('coupons.fields.usedAt')} width={160} render={formatDateTime} />
        <Table.Column<AdminUserCoupon> dataIndex="orderId" title={t('coupons.fields.orderId')} width={110}
          render={(id: number | null) => (id ? <Link to={`/orders/show/${id}`}>#{id}</Link> : '—')} />
      </Table>
    </Card>
  )
}

export function CouponShow() {
  const t = useT()
  const text = useCouponText()
  const { query } = useShow<AdminCouponTemplate>({ resource: 'coupons' })
  const c = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('coupons.titles.show')} canDelete={false}
      headerButtons={({ defaultButtons }) => <>{c && <IssueButton template={c} onIssued={() => void query.refetch()} />}{defaultButtons}</>}>
      {c && (
        <>
          <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('coupons.fields.title')}>{c.title}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.type')}>{t(`coupons.types.${c.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.value')}>{text.value(c)}（{text.minSpend(c)}）</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.scope')} span={2}>{text.scope(c)}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.validity')}>{text.validity(c)}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.stockTotal')}>{c.stockTotal}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.issued')}>{c.issued}（{t('coupons.fields.stockLeft')} {c.stockLeft}）</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.used')}>{c.used}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.shareCode')}>{c.shareCode ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.source')}>{c.source || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('coupons.fields.createdAt')}>{formatDateTime(c.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Usage id={c.id} />
        </>
      )}
    </Show>
  )
}
