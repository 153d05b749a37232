// 优惠券: coupon templates, newest first, by keyword (name or share code) and type, with their stock and use;
// CSV export of what the filters select.
import { CreateButton, EditButton, List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Form, Input, Select, Space, Table } from 'antd'
import type { AdminCouponTemplate } from '@contract/admin-coupons'
import { COUPON_TYPES } from '@contract/commerce-constants'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { useCouponText } from './coupon-text'
import { ListFilters } from '../../components/ListFilters'

function toFilters(values: { keyword?: string; type?: string }): CrudFilter[] {
  return [
    { field: 'keyword', operator: 'eq', value: values.keyword?.trim() },
    { field: 'type', operator: 'eq', value: values.type }
  ]
}

export function CouponList() {
  const t = useT()
  const text = useCouponText()
  const { tableProps, searchFormProps, filters } = useTable<AdminCouponTemplate>({
    resource: 'coupons',
    syncWithLocation: true,
    onSearch: (values) => toFilters(values as { keyword?: string; type?: string })
  })
  return (
    <List
      title={t('coupons.titles.list')}
      headerButtons={
        <Space>
          <CsvExportButton<AdminCouponTemplate>
            resource="coupons"
            filters={filters}
            mapData={(c) => ({
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
          />
          <CreateButton />
        </Space>
      }
    >
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('coupons.fields.keyword')} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="type">
          <Select allowClear placeholder={t('coupons.fields.type')} style={{ width: 140 }}
            options={COUPON_TYPES.map((value) => ({ value, label: t(`coupons.types.${value}`) }))} />
        </Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminCouponTemplate> dataIndex="title" title={t('coupons.fields.title')}
          render={(_, c) => <>{c.title}{c.shareCode && <span style={{ color: '#888' }}> · {c.shareCode}</span>}</>} />
        <Table.Column<AdminCouponTemplate> dataIndex="type" title={t('coupons.fields.type')} width={110} render={(_, c) => t(`coupons.types.${c.type}`)} />
        <Table.Column<AdminCouponTemplate> dataIndex="value" title={t('coupons.fields.value')} width={170}
          render={(_, c) => <>{text.value(c)}<br /><span style={{ color: '#888' }}>{text.minSpend(c)}</span></>} />
        <Table.Column<AdminCouponTemplate> dataIndex="validDays" title={t('coupons.fields.validity')} width={150} render={(_, c) => text.validity(c)} />
        <Table.Column<AdminCouponTemplate> dataIndex="stockTotal" title={`${t('coupons.fields.issued')} / ${t('coupons.fields.stockTotal')}`} width={130}
          render={(_, c) => `${c.issued} / ${c.stockTotal}`} />
        <Table.Column<AdminCouponTemplate> dataIndex="used" title={t('coupons.fields.used')} width={90} />
        <Table.Column<AdminCouponTemplate> title={t('table.actions' as never)} width={110}
          render={(_, c) => <Space><ShowButton hideText size="small" recordItemId={c.id} /><EditButton hideText size="small" recordItemId={c.id} /></Space>} />
      </Table>
    </List>
  )
}
