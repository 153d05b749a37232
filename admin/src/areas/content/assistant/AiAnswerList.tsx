// AI问答审阅: every answer of the assistant with its question, newest first, filtered by dates, state, mode, keyword
// and review; CSV export.
import { List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { DatePicker, Form, Input, Select, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { AdminAiAnswerSummary } from '@contract/content/assistant-shapes'
import { CsvExportButton } from '../../../components/CsvExportButton'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'
import { AnswerModeTag, AnswerStateTag, modeOptions, ReviewedTag, reviewedOptions, stateOptions } from './labels'

interface AnswerFilterForm {
  keyword?: string
  state?: string
  mode?: string
  reviewed?: string
  dates?: [Dayjs, Dayjs] | null
}

function toFilters(values: AnswerFilterForm): CrudFilter[] {
  const [from, to] = values.dates ?? []
  return [
    { field: 'keyword', operator: 'eq', value: values.keyword?.trim() },
    { field: 'state', operator: 'eq', value: values.state },
    { field: 'mode', operator: 'eq', value: values.mode },
    { field: 'reviewed', operator: 'eq', value: values.reviewed },
    { field: 'from', operator: 'eq', value: from?.format('YYYY-MM-DD') },
    { field: 'to', operator: 'eq', value: to?.format('YYYY-MM-DD') }
  ]
}

const clip = (text: string) => <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ marginBottom: 0 }}>{text}</Typography.Paragraph>

export function AiAnswerList() {
  const t = useT()
  const f = (key: string) => t(`contentAssistant.answers.fields.${key}` as never)
  const { tableProps, searchFormProps, filters } = useTable<AdminAiAnswerSummary>({
    resource: 'ai-answers', syncWithLocation: true, onSearch: (values) => toFilters(values as AnswerFilterForm)
  })
  return (
    <List title={t('contentAssistant.answers.title')} headerButtons={
      <CsvExportButton<AdminAiAnswerSummary> resource="ai-answers" filters={filters} mapData={(a) => ({
        [f('id')]: a.id, [f('createdAt')]: formatDateTime(a.createdAt), [f('user')]: a.userPhone, [f('question')]: a.question,
        [f('answer')]: a.answer, [f('mode')]: t(`contentAssistant.answers.modes.${a.mode}`), [f('state')]: t(`contentAssistant.answers.states.${a.state}`),
        [f('sources')]: a.sources.map((s) => s.title).join('；'), [f('reviewedAt')]: a.reviewedAt ? formatDateTime(a.reviewedAt) : ''
      })} />
    }>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('contentAssistant.answers.keywordPlaceholder')} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="dates"><DatePicker.RangePicker /></Form.Item>
        <Form.Item name="state"><Select allowClear placeholder={f('state')} style={{ width: 110 }} options={stateOptions()} /></Form.Item>
        <Form.Item name="mode"><Select allowClear placeholder={f('mode')} style={{ width: 120 }} options={modeOptions()} /></Form.Item>
        <Form.Item name="reviewed"><Select allowClear placeholder={f('reviewed')} style={{ width: 110 }} options={reviewedOptions()} /></Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminAiAnswerSummary> dataIndex="createdAt" title={f('createdAt')} width={150} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="userPhone" title={f('user')} width={120} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="question" title={f('question')} render={clip} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="answer" title={f('answer')} render={clip} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="mode" title={f('mode')} width={100} render={(_, a) => <AnswerModeTag mode={a.mode} />} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="state" title={f('state')} width={90} render={(_, a) => <AnswerStateTag state={a.state} />} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="sources" title={f('sources')} width={70} align="right" render={(_, a) => a.sources.length} />
        <Table.Column<AdminAiAnswerSummary> dataIndex="reviewedAt" title={f('reviewed')} width={90} render={(_, a) => <ReviewedTag reviewedAt={a.reviewedAt} />} />
        <Table.Column<AdminAiAnswerSummary> title={t('table.actions' as never)} width={70}
          render={(_, a) => <ShowButton hideText size="small" recordItemId={a.id} />} />
      </Table>
    </List>
  )
}
