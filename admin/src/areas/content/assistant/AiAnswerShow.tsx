// 问答详情: the question and the answer as stored (a blocked answer's model text, which the learner never saw,
// marked as such), how it was made, its sources, and 标记为已审阅 with an optional note (audited on the server).
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Alert, Button, Descriptions, Input, Modal, Space, Typography } from 'antd'
import { useState } from 'react'
import type { AdminAiAnswer } from '@contract/content/assistant-shapes'
import { reviewAdminAiAnswer } from '@contract/content/assistant-admin-endpoints'
import { useApiAction } from '../../../api/hooks'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { AnswerModeTag, AnswerStateTag, ReviewedTag } from './labels'

const textBlock = { whiteSpace: 'pre-wrap' as const, marginBottom: 0 }

function ReviewButton({ answer, onDone }: { answer: AdminAiAnswer; onDone: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const review = useApiAction(reviewAdminAiAnswer, { invalidate: ['ai-answers'] })
  if (answer.reviewedAt) return null
  const submit = () => review.mutate({ params: { id: answer.id }, body: { note: note.trim() || undefined } }, {
    onSuccess: () => { setOpen(false); onDone() }
  })
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>{t('contentAssistant.answers.review')}</Button>
      <Modal open={open} title={t('contentAssistant.answers.reviewTitle')} onCancel={() => setOpen(false)} onOk={submit}
        confirmLoading={review.isPending} destroyOnHidden>
        <Input.TextArea rows={3} maxLength={200} showCount value={note} onChange={(e) => setNote(e.target.value)}
          placeholder={t('contentAssistant.answers.notePlaceholder')} />
      </Modal>
    </>
  )
}

function Facts({ answer }: { answer: AdminAiAnswer }) {
  const t = useT()
  const f = (key: string) => t(`contentAssistant.answers.fields.${key}` as never)
  return (
    <Descriptions bordered column={2} size="small">
      <Descriptions.Item label={f('question')} span={2}><Typography.Paragraph style={textBlock}>{answer.question}</Typography.Paragraph></Descriptions.Item>
      <Descriptions.Item label={f('answer')} span={2}><Typography.Paragraph style={textBlock}>{answer.answer}</Typography.Paragraph></Descriptions.Item>
      <Descriptions.Item label={f('user')}>{answer.userPhone}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(answer.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('mode')}><AnswerModeTag mode={answer.mode} /></Descriptions.Item>
      <Descriptions.Item label={f('state')}><AnswerStateTag state={answer.state} /></Descriptions.Item>
      <Descriptions.Item label={f('sources')} span={2}>
        {answer.sources.length === 0 ? t('contentAssistant.answers.noSources') : (
          <Space direction="vertical" size={2}>
            {answer.sources.map((s) => <span key={`${s.kind}-${s.id}`}>{t(`contentAssistant.answers.kinds.${s.kind}`)} #{s.id} · {s.title}</span>)}
          </Space>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={f('reviewed')}><ReviewedTag reviewedAt={answer.reviewedAt} /> {answer.reviewedAt ? formatDateTime(answer.reviewedAt) : ''}</Descriptions.Item>
      <Descriptions.Item label={f('reviewNote')}>{answer.reviewNote ?? '—'}</Descriptions.Item>
    </Descriptions>
  )
}

export function AiAnswerShow() {
  const t = useT()
  const { query } = useShow<AdminAiAnswer>({ resource: 'ai-answers' })
  const answer = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('contentAssistant.answers.detailTitle')} canDelete={false} canEdit={false}
      headerButtons={answer ? <ReviewButton answer={answer} onDone={() => void query.refetch()} /> : undefined}>
      {answer && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {answer.state === 'blocked' && <Alert type="warning" showIcon message={t('contentAssistant.answers.blockedHint')} />}
          <Facts answer={answer} />
        </Space>
      )}
    </Show>
  )
}
