// 题库: questions by kind, pool, knowledge point, difficulty and text (archived ones on request); add, edit, remove
// (the server archives a question a paper or an attempt uses) and import from a spreadsheet.
import { useState } from 'react'
import { App, Button, Checkbox, Form, Input, Popconfirm, Select, Table, Tag } from 'antd'
import type { AdminQuestion } from '@contract/exams/admin-shapes'
import { removeQuestion } from '@contract/exams/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { ImportModal } from './ImportModal'
import { difficultyOptions, kindOptions, poolOptions } from './labels'
import { QuestionModal, type QuestionEditing } from './QuestionModal'

export function QuestionList() {
  const t = useT()
  const { message } = App.useApp()
  const f = (key: string) => t(`exams.questions.fields.${key}` as never)
  const [editing, setEditing] = useState<QuestionEditing>(null)
  const [importing, setImporting] = useState(false)
  const remove = useApiAction(removeQuestion, { invalidate: ['exam-questions'] })
  // The server archives a question in use instead of deleting it: say so, since the row then leaves the list too.
  const onRemove = (q: AdminQuestion) => remove.mutate({ params: { id: q.id } }, {
    onSuccess: (r) => { if (r.outcome === 'archived') message.info(t('exams.questions.archived')) }
  })
  return (
    <ResourceList<AdminQuestion> resource="exam-questions" title={t('exams.questions.title')} scrollX={1150}
      actions={<>
        <Button onClick={() => setImporting(true)}>{t('exams.import.open')}</Button>
        <Button type="primary" onClick={() => setEditing({ question: null })}>{t('exams.questions.create')}</Button>
      </>}
      filterFields={<>
        <Form.Item name="q"><Input allowClear placeholder={t('exams.questions.search')} style={{ width: 180 }} /></Form.Item>
        <Form.Item name="kind"><Select allowClear placeholder={f('kind')} style={{ width: 110 }} options={kindOptions(t)} /></Form.Item>
        <Form.Item name="pool"><Select allowClear placeholder={f('pool')} style={{ width: 120 }} options={poolOptions(t)} /></Form.Item>
        <Form.Item name="knowledgePoint"><Input allowClear placeholder={f('knowledgePoint')} style={{ width: 130 }} /></Form.Item>
        <Form.Item name="difficulty"><Select allowClear placeholder={f('difficulty')} style={{ width: 90 }} options={difficultyOptions(t)} /></Form.Item>
        <Form.Item name="archived" valuePropName="checked"><Checkbox>{t('exams.questions.archivedFilter')}</Checkbox></Form.Item>
      </>}
      rowActionsWidth={140}
      rowActions={(q) => <>
        <Button size="small" onClick={() => setEditing({ question: q })}>{t('buttons.edit')}</Button>
        {!q.archived && <Popconfirm title={t('exams.questions.removeConfirm')} onConfirm={() => onRemove(q)}>
          <Button size="small" danger>{t('exams.questions.remove')}</Button>
        </Popconfirm>}
      </>}
      below={<>
        <QuestionModal editing={editing} onClose={() => setEditing(null)} />
        <ImportModal open={importing} onClose={() => setImporting(false)} />
      </>}>
      <Table.Column<AdminQuestion> title={f('id')} dataIndex="id" width={70} />
      <Table.Column<AdminQuestion> title={f('kind')} width={90} render={(_, q) => t(`exams.kinds.${q.kind}` as never)} />
      <Table.Column<AdminQuestion> title={f('stem')} ellipsis={{ showTitle: true }}
        render={(_, q) => <>{q.archived && <Tag>{t('exams.questions.archivedTag')}</Tag>}{q.stem}</>} />
      <Table.Column<AdminQuestion> title={f('knowledgePoint')} dataIndex="knowledgePoint" width={120} />
      <Table.Column<AdminQuestion> title={f('pool')} width={100}
        render={(_, q) => <Tag color={q.pool === 'formal' ? 'red' : 'blue'}>{t(`exams.pools.${q.pool}` as never)}</Tag>} />
      <Table.Column<AdminQuestion> title={f('difficulty')} width={70} render={(_, q) => t(`exams.difficulties.${q.difficulty}` as never)} />
      <Table.Column<AdminQuestion> title={f('score')} dataIndex="score" width={70} />
      <Table.Column<AdminQuestion> title={f('used')} width={170}
        render={(_, q) => t('exams.questions.fields.usedText', { papers: q.paperCount, answers: q.answerCount })} />
    </ResourceList>
  )
}
