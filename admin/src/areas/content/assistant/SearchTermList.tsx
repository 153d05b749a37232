// 热门搜索词: what learners searched for and found something, most searched first; an operator hides a term from
// the search page's hot terms (or shows it again).
import { List, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Alert, Button, Form, Input, Table, Tag } from 'antd'
import type { AdminSearchTerm } from '@contract/content/assistant-shapes'
import { hideAdminSearchTerm } from '@contract/content/assistant-admin-endpoints'
import { useApiAction } from '../../../api/hooks'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'

export function SearchTermList() {
  const t = useT()
  const f = (key: string) => t(`contentAssistant.terms.fields.${key}` as never)
  const hide = useApiAction(hideAdminSearchTerm, { invalidate: ['search-terms'] })
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
        <Table.Column<AdminSearchTerm> dataIndex="hidden" title={f('hidden')} width={100}
          render={(hidden: boolean) => (hidden ? <Tag>{t('contentAssistant.terms.hiddenTag')}</Tag> : null)} />
        <Table.Column<AdminSearchTerm> title={t('table.actions' as never)} width={120}
          render={(_, term) => (
            <Button size="small" loading={hide.isPending && hide.variables?.body?.term === term.term}
              onClick={() => hide.mutate({ body: { term: term.term, hidden: !term.hidden } })}>
              {t(term.hidden ? 'contentAssistant.terms.show' : 'contentAssistant.terms.hide')}
            </Button>
          )} />
      </Table>
    </List>
  )
}
