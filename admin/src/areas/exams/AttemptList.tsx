// 考试成绩: attempts by paper, mode and phone with the candidate, score, pass or fail, times, auto-submit and how often
// the candidate left the app; CSV of what the filters select (phones masked, the export audited); one attempt's
// answers and leave events in a drawer.
import { useState } from 'react'
import { Button, Form, Input, InputNumber, Select, Table, Tag } from 'antd'
import type { AdminAttempt } from '@contract/exams/admin-shapes'
import { maskPhone } from '@contract/admin'
import { formatDateTime } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { AttemptDrawer } from './AttemptDrawer'
import { modeOptions, resultOf } from './labels'

export function AttemptList() {
  const t = useT()
  const f = (key: string) => t(`exams.attempts.fields.${key}` as never)
  const [open, setOpen] = useState<number | null>(null)
  const score = (a: AdminAttempt) => (a.score === null ? '—' : `${a.score}/${a.totalScore}`)
  return (
    <ResourceList<AdminAttempt> resource="exam-attempts" title={t('exams.attempts.title')} scrollX={1300}
      filterFields={<>
        <Form.Item name="paperId"><InputNumber min={1} placeholder={t('exams.attempts.paperId')} style={{ width: 130 }} /></Form.Item>
        <Form.Item name="mode"><Select allowClear placeholder={f('mode')} style={{ width: 120 }} options={modeOptions(t)} /></Form.Item>
        <Form.Item name="phone"><Input allowClear placeholder={t('exams.attempts.phone')} style={{ width: 150 }} /></Form.Item>
      </>}
      csvRow={(a) => ({
        [f('candidate')]: a.candidateName, [t('exams.attempts.phone')]: maskPhone(a.phone), [f('paper')]: a.paperTitle,
        [f('mode')]: t(`exams.modes.${a.mode}` as never), [f('score')]: score(a), [f('result')]: resultOf(a, t).text,
        [f('startedAt')]: formatDateTime(a.startedAt), [f('submittedAt')]: a.submittedAt ? formatDateTime(a.submittedAt) : '',
        [f('autoSubmitted')]: t(a.autoSubmitted ? 'exams.attempts.yes' : 'exams.attempts.no'), [f('leaveCount')]: a.leaveCount
      })}
      rowActions={(a) => <Button size="small" onClick={() => setOpen(a.id)}>{t('exams.attempts.detail')}</Button>}
      below={<AttemptDrawer id={open} onClose={() => setOpen(null)} />}>
      <Table.Column<AdminAttempt> title={f('candidate')} width={180} render={(_, a) => `${a.candidateName}（${maskPhone(a.phone)}）`} />
      <Table.Column<AdminAttempt> title={f('paper')} dataIndex="paperTitle" ellipsis={{ showTitle: true }} />
      <Table.Column<AdminAttempt> title={f('mode')} width={100} render={(_, a) => t(`exams.modes.${a.mode}` as never)} />
      <Table.Column<AdminAttempt> title={f('score')} width={90} render={(_, a) => score(a)} />
      <Table.Column<AdminAttempt> title={f('result')} width={90} render={(_, a) => { const r = resultOf(a, t); return <Tag color={r.color}>{r.text}</Tag> }} />
      <Table.Column<AdminAttempt> title={f('startedAt')} width={150} render={(_, a) => formatDateTime(a.startedAt)} />
      <Table.Column<AdminAttempt> title={f('submittedAt')} width={150} render={(_, a) => (a.submittedAt ? formatDateTime(a.submittedAt) : '—')} />
      <Table.Column<AdminAttempt> title={f('autoSubmitted')} width={90} render={(_, a) => (a.autoSubmitted ? <Tag color="orange">{t('exams.attempts.auto')}</Tag> : t('exams.attempts.no'))} />
      <Table.Column<AdminAttempt> title={f('leaveCount')} dataIndex="leaveCount" width={90} />
    </ResourceList>
  )
}
