// 热门搜索词: what learners searched for and found something, most searched first.
import { List, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Alert, Form, Input, Table } from 'antd'
import type { AdminSearchTerm } from '@contract/assistant'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'

export function SearchTermList() {
  const t = useT()
  const f = (key: string) => t(`contentAssistant.terms.fields.${key}` as never)
  const { tableProps, searchFormProps } = useTable<AdminSearchTerm>({
    resource: 'search-terms', syncWithLocation: true,
    onSearch: (values): CrudFilter[] => [{ field: 'keyword', operator: 'eq', value: (values as { keyword?: string }).keyword?.trim() }]
  })
  return (
    <List title={t('contentAssistant.terms.title')}>
      <Alert type="info" showIcon message={t('contentAssistant.terms.hint')} style={{ marginBottom: 16 }} />
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('contentAssistant.terms.keywordPlaceholder')} style={{ width: 200 }} /></Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="term" size="middle">
        <Table.Column<AdminSearchTerm> dataIndex="term" title={f('term')} />
        <Table.Column<AdminSearchTerm> dataIndex="count" title={f('count')} width={120} align="right" />
        <Table.Column<AdminSearchTerm> dataIndex="lastSearchedAt" title={f('lastSearchedAt')} width={180} render={(v: string) => formatDateTime(v)} />
      </Table>
    </List>
  )
}
