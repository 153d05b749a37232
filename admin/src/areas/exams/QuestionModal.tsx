// 新增/编辑题目: the form follows the kind: choices get option rows with a "right" mark each, true/false a choice of
// 正确/错误, fill-in the accepted answers one per line, a short answer nothing (a judge grades it). The server checks
// every rule again and names the field; an answered question keeps its kind, options and answer.
import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Space } from 'antd'
import type { AdminQuestion, QuestionInput } from '@contract/exams/admin-shapes'
import type { QuestionKind } from '@contract/exams/constants'
import { createQuestion, updateQuestion } from '@contract/exams/admin-endpoints'
import type { ApiError } from '../../api/client'
import { useApiAction } from '../../api/hooks'
import { showFieldErrors } from '../../components/form-errors'
import { useT } from '../../providers/i18n-provider'
import { difficultyOptions, kindOptions, poolOptions } from './labels'

export type QuestionEditing = { question: AdminQuestion | null } | null

interface OptionRow { text: string; right: boolean }
type FormValues = Omit<QuestionInput, 'options' | 'answer'> & { rows?: OptionRow[]; judge?: string; accepted?: string }

const isChoice = (kind?: QuestionKind) => kind === 'single' || kind === 'multiple'

function toForm(q: AdminQuestion | null): Partial<FormValues> {
  if (!q) return { kind: 'single', pool: 'practice', difficulty: 1, score: 2, explanation: '', rows: [{ text: '', right: true }, { text: '', right: false }] }
  return {
    kind: q.kind, pool: q.pool, stem: q.stem, knowledgePoint: q.knowledgePoint, difficulty: q.difficulty, score: q.score, explanation: q.explanation,
    rows: isChoice(q.kind) ? q.options.map((text, i) => ({ text, right: q.answer.includes(String(i)) })) : [],
    judge: q.kind === 'judge' ? q.answer[0] : '0', accepted: q.kind === 'fill' ? q.answer.join('\n') : ''
  }
}

function toInput({ rows = [], judge, accepted = '', ...rest }: FormValues): QuestionInput {
  const base = { ...rest, explanation: rest.explanation ?? '' }
  if (isChoice(rest.kind)) {
    return { ...base, options: rows.map((r) => r.text ?? ''), answer: rows.flatMap((r, i) => (r.right ? [String(i)] : [])) }
  }
  if (rest.kind === 'judge') return { ...base, options: [], answer: [judge ?? '0'] }
  if (rest.kind === 'fill') return { ...base, options: [], answer: accepted.split('\n').map((a) => a.trim()).filter(Boolean) }
  return { ...base, options: [], answer: [] }
}

function ChoiceRows() {
  const t = useT()
  return (
    <Form.List name="rows">
      {(fields, { add, remove }) => <>
        {fields.map((field, i) => (
          <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
            <span aria-hidden>{String.fromCharCode(65 + i)}.</span>
            <Form.Item name={[field.name, 'text']} rules={[{ required: true, whitespace: true }]}>
              <Input placeholder={t('exams.questions.optionPlaceholder')} aria-label={`${t('exams.questions.fields.options')} ${String.fromCharCode(65 + i)}`} style={{ width: 440 }} maxLength={200} />
            </Form.Item>
            <Form.Item name={[field.name, 'right']} valuePropName="checked"><Checkbox>{t('exams.questions.rightOption')}</Checkbox></Form.Item>
            {fields.length > 2 && <Button size="small" onClick={() => remove(field.name)}>{t('buttons.delete')}</Button>}
          </Space>
        ))}
        {fields.length < 6 && <Button onClick={() => add({ text: '', right: false })}>{t('exams.questions.addOption')}</Button>}
      </>}
    </Form.List>
  )
}

export function QuestionModal({ editing, onClose }: { editing: QuestionEditing; onClose: () => void }) {
  const t = useT()
  const f = (key: string) => t(`exams.questions.fields.${key}` as never)
  const [form] = Form.useForm<FormValues>()
  const kind = Form.useWatch('kind', form)
  const create = useApiAction(createQuestion, { invalidate: ['exam-questions'] })
  const update = useApiAction(updateQuestion, { invalidate: ['exam-questions'] })
  const question = editing?.question ?? null
  const save = async (values: FormValues) => {
    try {
      if (question) await update.mutateAsync({ params: { id: question.id }, body: toInput(values) })
      else await create.mutateAsync({ body: toInput(values) })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  const required = [{ required: true }]
  return (
    <Modal open={editing !== null} title={t(question ? 'exams.questions.editTitle' : 'exams.questions.createTitle')} width={760}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={create.isPending || update.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} onFinish={save} initialValues={toForm(question)} data-testid="question-form">
        {question && question.answerCount > 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }}
          message={t('exams.questions.inUseHint', { count: question.answerCount })} />}
        <Row gutter={16}>
          <Col span={6}><Form.Item name="kind" label={f('kind')} rules={required}><Select options={kindOptions(t)} /></Form.Item></Col>
          <Col span={6}><Form.Item name="pool" label={f('pool')} rules={required}><Select options={poolOptions(t)} /></Form.Item></Col>
          <Col span={4}><Form.Item name="difficulty" label={f('difficulty')} rules={required}><Select options={difficultyOptions(t)} /></Form.Item></Col>
          <Col span={4}><Form.Item name="score" label={f('score')} rules={required}><InputNumber min={1} max={100} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <Form.Item name="stem" label={f('stem')} rules={[{ required: true, whitespace: true }]}><Input.TextArea rows={3} maxLength={1000} /></Form.Item>
        {isChoice(kind) && <Form.Item label={f('options')} required><ChoiceRows /></Form.Item>}
        {kind === 'judge' && <Form.Item name="judge" label={f('answer')}>
          <Radio.Group options={[{ value: '0', label: t('exams.questions.judgeTrue') }, { value: '1', label: t('exams.questions.judgeFalse') }]} />
        </Form.Item>}
        {kind === 'fill' && <Form.Item name="accepted" label={t('exams.questions.fillAnswers')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={3} />
        </Form.Item>}
        {kind === 'short' && <Alert type="info" message={t('exams.questions.shortHint')} style={{ marginBottom: 16 }} />}
        <Form.Item name="knowledgePoint" label={f('knowledgePoint')} rules={[{ required: true, whitespace: true }]}><Input maxLength={30} /></Form.Item>
        <Form.Item name="explanation" label={f('explanation')}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      </Form>
    </Modal>
  )
}
