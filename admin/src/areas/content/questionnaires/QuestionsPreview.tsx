// The questions as learners see them on the phone (numbered, required marked, the input of each kind, disabled):
// the preview on the questionnaire's page, and the read-only questions of a questionnaire that has responses.
import { Card, Checkbox, Input, Radio, Rate, Space, Typography } from 'antd'
import type { Question } from '@contract/content/questionnaire-shapes'
import { useT } from '../../../providers/i18n-provider'

function QuestionInputPreview({ question }: { question: Question }) {
  if (question.kind === 'single') {
    return <Radio.Group disabled><Space direction="vertical">{question.options.map((o, i) => <Radio key={i} value={i}>{o}</Radio>)}</Space></Radio.Group>
  }
  if (question.kind === 'multiple') {
    return <Checkbox.Group disabled><Space direction="vertical">{question.options.map((o, i) => <Checkbox key={i} value={i}>{o}</Checkbox>)}</Space></Checkbox.Group>
  }
  if (question.kind === 'rating') return <Rate disabled count={question.ratingMax ?? 5} />
  return <Input.TextArea disabled rows={2} />
}

export function QuestionsPreview({ title, description, questions }: { title?: string; description?: string; questions: Question[] }) {
  const t = useT()
  return (
    <Card size="small" title={t('questionnaires.preview')} style={{ maxWidth: 420 }} data-testid="questionnaire-preview">
      {title && <Typography.Title level={4} style={{ marginTop: 0 }}>{title}</Typography.Title>}
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {questions.map((q, i) => (
        <div key={q.id} style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
          <Typography.Text strong>
            {q.required && <span style={{ color: '#d0343a' }}>* </span>}{i + 1}. {q.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>{t(`questionnaires.kinds.${q.kind}`)}</Typography.Text>
          <div style={{ marginTop: 8 }}><QuestionInputPreview question={q} /></div>
        </div>
      ))}
    </Card>
  )
}
