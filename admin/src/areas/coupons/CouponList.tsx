// 优惠券: coupon templates, newest first, by keyword (name or share code) and type, with their stock and use;
// CSV export of what the filters select.
import { CreateButton, EditButton, ShowButton } from '@refinedev/antd'
import { Form, Input, Select, Table } from 'antd'
import type { AdminCouponTemplate } from '@contract/catalog/coupons-admin-shapes'
import { COUPON_TYPES } from '@contract/catalog/constants'
import { formatDateTime } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { useCouponText } from './coupon-text'

export function CouponList() {
  const t = useT()
  const text = useCouponText()
  return (
    <ResourceList<AdminCouponTemplate>
      resource="coupons"
      title={t('coupons.titles.list')}
      csvRow={(c) => ({
        [t('coupons.fields.title')]: c.title,
        [t('coupons.fields.type')]: t(`coupons.types.${c.type}`),
        [t('coupons.fields.value')]: text.value(c),
        [t('coupons.fields.minSpend')]: (c.minSpendFen / 100).toFixed(2),
        [t('coupons.fields.scope')]: text.scope(c),
        [t('coupons.fields.validity')]: text.validity(c),
        [t('coupons.fields.stockTotal')]: c.stockTotal,
        [t('coupons.fields.issued')]: c.issued,
        [t('coupons.fields.used')]: c.used,
        [t('coupons.fields.shareCode')]: c.shareCode ?? '',
        [t('coupons.fields.createdAt')]: formatDateTime(c.createdAt)
      })}
      actions={<CreateButton />}
      filterFields={
        <>
          <Form.Item name="keyword"><Input allowClear placeholder={t('coupons.fields.keyword')} style={{ width: 200 }} /></Form.Item>
          <Form.Item name="type">
            <Select allowClear placeholder={t('coupons.fields.type')} style={{ width: 140 }}
              options={COUPON_TYPES.map((value) => ({ value, label: t(`coupons.types.${value}`) }))} />
          </Form.Item>
        </>
      }
      rowActions={(c) => <><ShowButton hideText size="small" recordItemId={c.id} /><EditButton hideText size="small" recordItemId={c.id} /></>}
      rowActionsWidth={110}
    >
      <Table.Column<AdminCouponTemplate> dataIndex="title" title={t('coupons.fields.title')}
        render={(_, c) => <>{c.title}{c.shareCode && <span style={{ color: '#888' }}> · {c.shareCode}</span>}</>} />
      <Table.Column<AdminCouponTemplate> dataIndex="type" title={t('coupons.fields.type')} width={110} render={(_, c) => t(`coupons.types.${c.type}`)} />
      <Table.Column<AdminCouponTemplate> dataIndex="value" title={t('coupons.fields.value')} width={170}
        render={(_, c) => <>{text.value(c)}<br /><span style={{ color: '#888' }}>{text.minSpend(c)}</span></>} />
      <Table.Column<AdminCouponTemplate> dataIndex="validDays" title={t('coupons.fields.validity')} width={150} render={(_, c) => text.validity(c)} />
      <Table.Column<AdminCouponTemplate> dataIndex="stockTotal" title={`${t('coupons.fields.issued')} / ${t('coupons.fields.stockTotal')}`} width={130}
        render={(_, c) => `${c.issued} / ${c.stockTotal}`} />
      <Table.Column<AdminCouponTemplate> dataIndex="used" title={t('coupons.fields.used')} width={90} />
    </ResourceList>
  )
}
