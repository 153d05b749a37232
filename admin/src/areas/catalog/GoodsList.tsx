// 商品管理: every goods (any sale state), highest sort first, filtered by keyword, kind and sale state; CSV export.
import { CreateButton, EditButton, ShowButton } from '@refinedev/antd'
import { Form, Image, Input, Select, Table } from 'antd'
import { GOODS_SALE_STATES, type AdminGoodsSummary } from '@contract/catalog/admin-shapes'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { formatDateTime, formatFen } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { SaleStateTag } from './labels'

export function GoodsList() {
  const t = useT()
  const kindText = (kind: AdminGoodsSummary['kind']) => t(`catalog.goods.kinds.${kind}`)
  return (
    <ResourceList<AdminGoodsSummary>
      resource="goods"
      title={t('catalog.goods.title')}
      csvRow={(g) => ({
        [t('catalog.goods.fields.id')]: g.id,
        [t('catalog.goods.fields.title')]: g.title,
        [t('catalog.goods.fields.kind')]: kindText(g.kind),
        [t('catalog.goods.fields.price')]: (g.priceFen / 100).toFixed(2),
        [t('catalog.goods.fields.originalPrice')]: (g.originalPriceFen / 100).toFixed(2),
        [t('catalog.goods.fields.state')]: t(`catalog.goods.states.${g.state}`),
        [t('catalog.goods.fields.publishAt')]: g.publishAt ? formatDateTime(g.publishAt) : '',
        [t('catalog.goods.fields.soldCount')]: g.soldCount,
        [t('catalog.goods.fields.classCount')]: g.kind === 'exam' ? g.sessionCount : g.classCount,
        [t('catalog.goods.fields.sort')]: g.sort,
        [t('catalog.goods.fields.updatedAt')]: formatDateTime(g.updatedAt)
      })}
      actions={<CreateButton resource="goods" />}
      filterFields={
        <>
          <Form.Item name="keyword"><Input allowClear placeholder={t('catalog.goods.keywordPlaceholder')} style={{ width: 220 }} /></Form.Item>
          <Form.Item name="kind">
            <Select allowClear placeholder={t('catalog.goods.fields.kind')} style={{ width: 130 }}
              options={GOODS_KINDS.map((k) => ({ value: k, label: kindText(k) }))} />
          </Form.Item>
          <Form.Item name="state">
            <Select allowClear placeholder={t('catalog.goods.fields.state')} style={{ width: 130 }}
              options={GOODS_SALE_STATES.map((s) => ({ value: s, label: t(`catalog.goods.states.${s}`) }))} />
          </Form.Item>
        </>
      }
      rowActions={(g) => (
        <>
          <ShowButton hideText size="small" recordItemId={g.id} />
          <EditButton hideText size="small" recordItemId={g.id} />
        </>
      )}
    >
      <Table.Column<AdminGoodsSummary> dataIndex="id" title={t('catalog.goods.fields.id')} width={70} />
      <Table.Column<AdminGoodsSummary> dataIndex="cover" title={t('catalog.goods.fields.cover')} width={96}
        render={(cover: string) => (cover ? <Image src={cover} width={72} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—')} />
      <Table.Column<AdminGoodsSummary> dataIndex="title" title={t('catalog.goods.fields.title')} />
      <Table.Column<AdminGoodsSummary> dataIndex="kind" title={t('catalog.goods.fields.kind')} width={80} render={kindText} />
      <Table.Column<AdminGoodsSummary> dataIndex="priceFen" title={t('catalog.goods.fields.price')} width={120} align="right"
        render={(fen: number) => formatFen(fen)} />
      <Table.Column<AdminGoodsSummary> dataIndex="state" title={t('catalog.goods.fields.state')} width={200}
        render={(_, g) => <SaleStateTag state={g.state} publishAt={g.publishAt} />} />
      <Table.Column<AdminGoodsSummary> dataIndex="classCount" title={t('catalog.goods.fields.classCount')} width={100} align="right"
        render={(_, g) => (g.kind === 'exam' ? g.sessionCount : g.classCount)} />
      <Table.Column<AdminGoodsSummary> dataIndex="soldCount" title={t('catalog.goods.fields.soldCount')} width={80} align="right" />
      <Table.Column<AdminGoodsSummary> dataIndex="sort" title={t('catalog.goods.fields.sort')} width={70} align="right" />
    </ResourceList>
  )
}
