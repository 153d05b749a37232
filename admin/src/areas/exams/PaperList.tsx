// 试卷与组卷: papers by mode and title with their size, time limit, pass mark and attempts; new, edit, copy (to change
// the questions of a paper with attempts) and the paper's results.
import { useState } from 'react'
import { Button, Form, Input, Select, Table, Tag } from 'antd'
import { useGo } from '@refinedev/core'
import type { AdminPaper } from '@contract/exams/admin-shapes'
import { copyPaper } from '@contract/exams/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { modeOptions } from './labels'
import { PaperModal, type PaperEditing } from './PaperModal'

export function PaperList() {
  const t = useT()
  const go = useGo()
  const f = (key: string) => t(`exams.papers.fields.${key}` as never)
  const [editing, setEditing] = useState<PaperEditing>(null)
  const copy = useApiAction(copyPaper, { invalidate: ['exam-papers'], successMessage: t('exams.papers.copied') })
  return (
    <ResourceList<AdminPaper> resource="exam-papers" title={t('exams.papers.title')} scrollX={1150}
      actions={<Button type="primary" onClick={() => setEditing({ id: null })}>{t('exams.papers.create')}</Button>}
      filterFields={<>
        <Form.Item name="q"><Input allowClear placeholder={f('title')} style={{ width: 180 }} /></Form.Item>
        <Form.Item name="mode"><Select allowClear placeholder={f('mode')} style={{ width: 120 }} options={modeOptions(t)} /></Form.Item>
      </>}
      rowActionsWidth={200}
      rowActions={(p) => <>
        <Button size="small" onClick={() => setEditing({ id: p.id })}>{t('buttons.edit')}</Button>
        <Button size="small" loading={copy.isPending} onClick={() => copy.mutate({ params: { id: p.id } })}>{t('exams.papers.copy')}</Button>
        <Button size="small" onClick={() => go({ to: { resource: 'exam-attempts', action: 'list' }, query: { filters: [{ field: 'paperId', operator: 'eq', value: p.id }] } })}>
          {t('exams.papers.results')}
        </Button>
      </>}
      below={<PaperModal editing={editing} onClose={() => setEditing(null)} />}>
      <Table.Column<AdminPaper> title="#" dataIndex="id" width={60} />
      <Table.Column<AdminPaper> title={f('title')} ellipsis={{ showTitle: true }}
        render={(_, p) => <>{p.title} {!p.published && <Tag>{t('exams.papers.draft')}</Tag>}</>} />
      <Table.Column<AdminPaper> title={f('mode')} width={100}
        render={(_, p) => <Tag color={p.mode === 'formal' ? 'red' : 'blue'}>{t(`exams.modes.${p.mode}` as never)}</Tag>} />
      <Table.Column<AdminPaper> title={f('goods')} dataIndex="goodsTitle" width={180} ellipsis={{ showTitle: true }} />
      <Table.Column<AdminPaper> title={f('kind')} width={110} render={(_, p) => t(p.kind === 'rules' ? 'exams.papers.rules' : 'exams.papers.fixed')} />
      <Table.Column<AdminPaper> title={f('questions')} dataIndex="questionCount" width={80} />
      <Table.Column<AdminPaper> title={f('totalScore')} dataIndex="totalScore" width={70} />
      <Table.Column<AdminPaper> title={f('passScore')} dataIndex="passScore" width={70} />
      <Table.Column<AdminPaper> title={f('durationMinutes')} dataIndex="durationMinutes" width={100} />
      <Table.Column<AdminPaper> title={f('attempts')} dataIndex="attemptCount" width={80} />
    </ResourceList>
  )
}
