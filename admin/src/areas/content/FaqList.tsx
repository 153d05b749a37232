// 常见问题: every FAQ (any state) by sort then id, filtered by category, state and keyword; CSV export.
import { CreateButton, EditButton, List, ShowButton, useSelect, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Form, Input, Select, Space, Table } from 'antd'
import type { AdminFaqCategory, AdminFaqSummary } from '@contract/content/shapes'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { useT } from '../../providers/i18n-provider'
import { PublicationStateTag, publicationStateLabel, publicationStateOptions } from './PublicationStateTag'

interface FaqFilterForm {
  keyword?: string
  categoryId?: number
  state?: string
}

function toFilters(values: FaqFilterForm): CrudFilter[] {
  return [
    { field: 'keyword', operator: 'eq', value: values.keyword?.trim() },
    { field: 'categoryId', operator: 'eq', value: values.categoryId },
    { field: 'state', operator: 'eq', value: values.state }
  ]
}

/** The categories as select options (every category: the list is short). */
export function useCategoryOptions() {
  const { selectProps } = useSelect<AdminFaqCategory>({
    resource: 'faq-categories', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 50, mode: 'server' }
  })
  return selectProps
}

export function FaqList() {
  const t = useT()
  const categories = useCategoryOptions()
  const { tableProps, searchFormProps, filters } = useTable<AdminFaqSummary>({
    resource: 'faq', syncWithLocation: true, onSearch: (values) => toFilters(values as FaqFilterForm)
  })
  const f = (key: string) => t(`content.faq.fields.${key}` as never)
  return (
    <List title={t('content.faq.title')} headerButtons={
      <>
        <CsvExportButton<AdminFaqSummary> resource="faq" filters={filters} mapData={(q) => ({
          [f('id')]: q.id, [f('question')]: q.question, [f('category')]: q.categoryName,
          [f('state')]: publicationStateLabel(q.state), [f('publishAt')]: q.publishAt ? formatDateTime(q.publishAt) : '',
          [f('sort')]: q.sort, [f('views')]: q.views, [f('updatedAt')]: formatDateTime(q.updatedAt)
        })} />
        <CreateButton resource="faq" />
      </>
    }>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('content.faq.keywordPlaceholder')} style={{ width: 220 }} /></Form.Item>
        <Form.Item name="categoryId"><Select {...categories} allowClear placeholder={f('category')} style={{ width: 180 }} /></Form.Item>
        <Form.Item name="state">
          <Select allowClear placeholder={f('state')} style={{ width: 130 }}
            options={publicationStateOptions()} />
        </Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminFaqSummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminFaqSummary> dataIndex="question" title={f('question')} />
        <Table.Column<AdminFaqSummary> dataIndex="categoryName" title={f('category')} width={160} />
        <Table.Column<AdminFaqSummary> dataIndex="state" title={f('state')} width={220}
          render={(_, q) => <PublicationStateTag state={q.state} publishAt={q.publishAt} />} />
        <Table.Column<AdminFaqSummary> dataIndex="sort" title={f('sort')} width={70} align="right" />
        <Table.Column<AdminFaqSummary> dataIndex="views" title={f('views')} width={90} align="right" />
        <Table.Column<AdminFaqSummary> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminFaqSummary> title={t('table.actions' as never)} width={100} render={(_, q) => (
          <Space>
            <ShowButton hideText size="small" recordItemId={q.id} />
            <EditButton hideText size="small" recordItemId={q.id} />
          </Space>
        )} />
      </Table>
    </List>
  )
}
