// 答卷详情: one attempt's summary, each question with the candidate's answer, the right answer and the points earned,
// and each time the candidate left the app.
import { Descriptions, Drawer, List, Table, Tag, Typography } from 'antd'
import type { AdminAttemptAnswer } from '@contract/exams/admin-shapes'
import { getAdminAttempt } from '@contract/exams/admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { resultOf } from './labels'

export function AttemptDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT()
  const f = (key: string) => t(`exams.attempts.fields.${key}` as never)
  const detail = useApiQuery(getAdminAttempt, { params: { id: id ?? 0 } }, { enabled: id !== null }).data
  const a = detail?.id === id ? detail : undefined
  return (
    <Drawer open={id !== null} width={860} onClose={onClose} title={t('exams.attempts.detailTitle', { id })}>
      {a && <>
        <Descriptions size="small" column={3} bordered items={[
          { key: 'c', label: f('candidate'), children: a.candidateName },
          { key: 'p', label: f('paper'), children: a.paperTitle },
          { key: 'm', label: f('mode'), children: t(`exams.modes.${a.mode}` as never) },
          { key: 's', label: f('score'), children: a.score === null ? '—' : `${a.score}/${a.totalScore}` },
          { key: 'r', label: f('result'), children: <Tag color={resultOf(a, t).color}>{resultOf(a, t).text}</Tag> },
          { key: 'a', label: f('autoSubmitted'), children: t(a.autoSubmitted ? 'exams.attempts.yes' : 'exams.attempts.no') },
          { key: 'st', label: f('startedAt'), children: formatDateTime(a.startedAt) },
          { key: 'su', label: f('submittedAt'), children: a.submittedAt ? formatDateTime(a.submittedAt) : '—' },
          { key: 'l', label: f('leaveCount'), children: a.leaveCount }
        ]} />
        <Table<AdminAttemptAnswer> style={{ marginTop: 16 }} size="small" rowKey="questionId" dataSource={a.answers} pagination={false}
          columns={[
            { title: f('question'), render: (_, q, i) => <>
              <div>{i + 1}. [{t(`exams.kinds.${q.kind}` as never)}] {q.stem}</div>
              {q.options.map((o, j) => <Typography.Text key={j} type="secondary" style={{ display: 'block' }}>{String.fromCharCode(65 + j)}. {o}</Typography.Text>)}
            </> },
            { title: f('response'), width: 160, render: (_, q) => q.response.join(q.kind === 'short' || q.kind === 'fill' ? '' : '、') || '—' },
            { title: f('correctAnswer'), width: 110, render: (_, q) => q.correctAnswer.join('、') || '—' },
            { title: f('earned'), width: 80, render: (_, q) => <Tag color={q.correct === null ? 'gold' : q.correct ? 'green' : 'red'}>{q.earned ?? '—'}/{q.maxScore}</Tag> }
          ]} />
        <Typography.Title level={5} style={{ marginTop: 16 }}>{t('exams.attempts.leaves')}</Typography.Title>
        <List size="small" dataSource={a.leaves} locale={{ emptyText: t('exams.attempts.noLeaves') }}
          renderItem={(l) => <List.Item>{formatDateTime(l.at)} · {t(`exams.attempts.sources.${l.source}` as never)}</List.Item>} />
      </>}
    </Drawer>
  )
}
