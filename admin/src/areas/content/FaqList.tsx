// 常见问题: every FAQ (any state) by sort then id, filtered by category, state and keyword; CSV export.
import { CreateButton, EditButton, ShowButton, useSelect } from '@refinedev/antd'
import { Form, Input, Select, Table } from 'antd'
import type { AdminFaqCategory, AdminFaqSummary } from '@contract/content/shapes'
import { formatDateTime } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { PublicationStateTag, publicationStateLabel, publicationStateOptions } from './PublicationStateTag'

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
  const f = (key: string) => t(`content.faq.fields.${key}` as never)
  return (
    <ResourceList<AdminFaqSummary>
      resource="faq"
      title={t('content.faq.title')}
      csvRow={(q) => ({
        [f('id')]: q.id, [f('question')]: q.question, [f('category')]: q.categoryName,
        [f('state')]: publicationStateLabel(q.state), [f('publishAt')]: q.publishAt ? formatDateTime(q.publishAt) : '',
        [f('sort')]: q.sort, [f('views')]: q.views, [f('updatedAt')]: formatDateTime(q.updatedAt)
      })}
      actions={<CreateButton resource="faq" />}
      filterFields={
        <>
          <Form.Item name="keyword"><Input allowClear placeholder={t('content.faq.keywordPlaceholder')} style={{ width: 220 }} /></Form.Item>
          <Form.Item name="categoryId"><Select {...categories} allowClear placeholder={f('category')} style={{ width: 180 }} /></Form.Item>
          <Form.Item name="state">
            <Select allowClear placeholder={f('state')} style={{ width: 130 }} options={publicationStateOptions()} />
          </Form.Item>
        </>
      }
      rowActions={(q) => <><ShowButton hideText size="small" recordItemId={q.id} /><EditButton hideText size="small" recordItemId={q.id} /></>}
    >
      <Table.Column<AdminFaqSummary> dataIndex="id" title={f('id')} width={70} />
      <Table.Column<AdminFaqSummary> dataIndex="question" title={f('question')} />
      <Table.Column<AdminFaqSummary> dataIndex="categoryName" title={f('category')} width={160} />
      <Table.Column<AdminFaqSummary> dataIndex="state" title={f('state')} width={220}
        render={(_, q) => <PublicationStateTag state={q.state} publishAt={q.publishAt} />} />
      <Table.Column<AdminFaqSummary> dataIndex="sort" title={f('sort')} width={70} align="right" />
      <Table.Column<AdminFaqSummary> dataIndex="views" title={f('views')} width={90} align="right" />
      <Table.Column<AdminFaqSummary> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
    </ResourceList>
  )
}
