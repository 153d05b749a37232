// 统计结果 on a questionnaire's page: per question how many answered; options with counts and shares (bars); a
// rating's average and each score's count; a text question's answers, paged, newest first.
import { ReloadOutlined } from '@ant-design/icons'
import { Button, Card, Empty, Progress, Space, Statistic, Table, Typography } from 'antd'
import { useState } from 'react'
import type { QuestionResult, TextAnswer } from '@contract/content/questionnaire-shapes'
import { getQuestionnaireResults, listQuestionnaireTextAnswers } from '@contract/content/questionnaire-admin-endpoints'
import { useApiQuery } from '../../../api/hooks'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'

interface Row { key: string; label: string; count: number; percent: number }

function TallyTable({ rows, labelTitle }: { rows: Row[]; labelTitle: string }) {
  const t = useT()
  return (
    <Table<Row> dataSource={rows} pagination={false} size="small" rowKey="key">
      <Table.Column<Row> dataIndex="label" title={labelTitle} />
      <Table.Column<Row> dataIndex="count" title={t('questionnaires.results.countCol')} width={90} align="right" />
      <Table.Column<Row> dataIndex="percent" title={t('questionnaires.results.percentCol')} width={260}
        render={(p: number) => <Progress percent={p} size="small" strokeColor="#0DBC3B" format={(v) => `${v}%`} />} />
    </Table>
  )
}

function TextAnswers({ questionnaireId, questionId }: { questionnaireId: number; questionId: number }) {
  const t = useT()
  const [page, setPage] = useState(1)
  const answers = useApiQuery(listQuestionnaireTextAnswers, { params: { id: questionnaireId, questionId }, query: { page, size: 10 } })
  return (
    <Table<TextAnswer> dataSource={answers.data?.list} loading={answers.isLoading} size="small" rowKey="responseId"
      pagination={{ current: page, pageSize: 10, total: answers.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}>
      <Table.Column<TextAnswer> dataIndex="text" title={t('questionnaires.results.textCol')} render={(v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span>} />
      <Table.Column<TextAnswer> dataIndex="createdAt" title={t('questionnaires.results.timeCol')} width={160} render={(v: string) => formatDateTime(v)} />
    </Table>
  )
}

function QuestionFigures({ questionnaireId, result }: { questionnaireId: number; result: QuestionResult }) {
  const t = useT()
  if (result.answered === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questionnaires.results.noAnswers')} />
  if (result.kind === 'text') return <TextAnswers questionnaireId={questionnaireId} questionId={result.questionId} />
  if (result.kind === 'rating') {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Statistic value={result.average ?? 0} precision={2} suffix={`/ ${result.scores.length}`} valueStyle={{ color: '#067a25' }} />
        <TallyTable labelTitle={t('questionnaires.results.scoreCol')}
          rows={[...result.scores].reverse().map((s) => ({ key: String(s.score), label: t('questionnaires.results.scoreLabel', { score: s.score }), count: s.count, percent: s.percent }))} />
      </Space>
    )
  }
  return <TallyTable labelTitle={t('questionnaires.results.optionCol')} rows={result.options.map((o, i) => ({ key: String(i), ...o }))} />
}

export function QuestionnaireResults({ questionnaireId }: { questionnaireId: number }) {
  const t = useT()
  const results = useApiQuery(getQuestionnaireResults, { params: { id: questionnaireId } })
  const data = results.data
  return (
    <Card title={t('questionnaires.results.title')} loading={results.isLoading} data-testid="questionnaire-results"
      extra={<Space>
        {data && <Typography.Text type="secondary">{t('questionnaires.results.responses', { n: data.responseCount })}</Typography.Text>}
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void results.refetch()}>{t('questionnaires.results.refresh')}</Button>
      </Space>}>
      {data?.questions.map((q, i) => (
        <Card key={q.questionId} type="inner" size="small" style={{ marginBottom: 12 }}
          title={`${i + 1}. ${q.title}`}
          extra={<Typography.Text type="secondary">{t(`questionnaires.kinds.${q.kind}`)} · {t('questionnaires.results.answered', { n: q.answered })}</Typography.Text>}>
          <QuestionFigures questionnaireId={questionnaireId} result={q} />
        </Card>
      ))}
    </Card>
  )
}
