// 轮播图: every banner (any state) by sort then id, as the home page turns through them, with its picture; filtered
// by state, link kind and keyword.
import { CreateButton, List, useTable } from '@refinedev/antd'
import { Form, Image, Select, Table } from 'antd'
import { BANNER_LINK_KINDS, type AdminBanner } from '@contract/content/home-shapes'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'
import { actionsColumn, KeywordFilter, StateFilter, stateColumn, toFilters } from './list-parts'

export function BannerList() {
  const t = useT()
  const { tableProps, searchFormProps } = useTable<AdminBanner>({
    resource: 'banners', syncWithLocation: true, onSearch: (values) => toFilters(values as Record<string, unknown>)
  })
  const f = (key: string) => t(`contentHome.banners.fields.${key}` as never)
  return (
    <List title={t('contentHome.banners.title')} headerButtons={<CreateButton resource="banners" />}>
      <ListFilters searchFormProps={searchFormProps}>
        <KeywordFilter placeholder={t('contentHome.banners.keywordPlaceholder')} />
        <Form.Item name="linkKind">
          <Select allowClear placeholder={f('linkKind')} style={{ width: 170 }}
            options={BANNER_LINK_KINDS.map((value) => ({ value, label: t(`contentHome.banners.linkKinds.${value}`) }))} />
        </Form.Item>
        <StateFilter label={f('state')} />
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminBanner> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminBanner> dataIndex="imageUrl" title={f('imageUrl')} width={130}
          render={(url: string) => <Image src={url} width={100} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />} />
        <Table.Column<AdminBanner> dataIndex="title" title={f('title')} />
        <Table.Column<AdminBanner> dataIndex="linkKind" title={f('linkKind')} width={150}
          render={(kind: AdminBanner['linkKind'], b) => `${t(`contentHome.banners.linkKinds.${kind}`)}${b.linkTarget ? `：${b.linkTarget}` : ''}`} />
        {stateColumn<AdminBanner>(f('state'))}
        <Table.Column<AdminBanner> dataIndex="sort" title={f('sort')} width={70} align="right" />
        <Table.Column<AdminBanner> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        {actionsColumn<AdminBanner>()}
      </Table>
    </List>
  )
}
