// 调查问卷: every questionnaire (any state) by sort then newest, filtered by state and keyword, with its question
// and response counts and its closing time.
import { CreateButton, EditButton, List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Form, Input, Select, Space, Table, Tag } from 'antd'
import type { AdminQuestionnaireSummary } from '@contract/content/questionnaire-shapes'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'
import { PublicationStateTag, publicationStateOptions } from '../PublicationStateTag'

interface FilterForm {
  keyword?: string
  state?: string
}

const toFilters = (values: FilterForm): CrudFilter[] => [
  { field: 'keyword', operator: 'eq', value: values.keyword?.trim() },
  { field: 'state', operator: 'eq', value: values.state }
]

export function ClosesAt({ closesAt, closed }: { closesAt: string | null; closed: boolean }) {
  const t = useT()
  if (!closesAt) return <span style={{ color: '#888' }}>{t('questionnaires.hints.noDeadline')}</span>
  return <span>{formatDateTime(closesAt)} {closed && <Tag color="orange">{t('questionnaires.hints.closed')}</Tag>}</span>
}

export function QuestionnaireList() {
  const t = useT()
  const { tableProps, searchFormProps } = useTable<AdminQuestionnaireSummary>({
    resource: 'questionnaires', syncWithLocation: true, onSearch: (values) => toFilters(values as FilterForm)
  })
  const f = (key: string) => t(`questionnaires.fields.${key}` as never)
  return (
    <List title={t('questionnaires.title')} headerButtons={<CreateButton resource="questionnaires" />}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('questionnaires.keywordPlaceholder')} style={{ width: 220 }} /></Form.Item>
        <Form.Item name="state"><Select allowClear placeholder={f('state')} style={{ width: 130 }} options={publicationStateOptions()} /></Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminQuestionnaireSummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="title" title={f('title')} />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="state" title={f('state')} width={220}
          render={(_, q) => <PublicationStateTag state={q.state} publishAt={q.publishAt} />} />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="closesAt" title={f('closesAt')} width={210}
          render={(_, q) => <ClosesAt closesAt={q.closesAt} closed={q.closed} />} />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="questionCount" title={f('questionCount')} width={80} align="right" />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="responseCount" title={f('responseCount')} width={90} align="right" />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="sort" title={f('sort')} width={70} align="right" />
        <Table.Column<AdminQuestionnaireSummary> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminQuestionnaireSummary> title={t('table.actions' as never)} width={100} render={(_, q) => (
          <Space>
            <ShowButton hideText size="small" recordItemId={q.id} />
            <EditButton hideText size="small" recordItemId={q.id} />
          </Space>
        )} />
      </Table>
    </List>
  )
}
