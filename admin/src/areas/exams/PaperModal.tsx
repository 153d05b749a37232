// 新建/编辑试卷: title, mode, goods, time limit, pass mark, published, and either picked questions or rules. A paper
// with attempts keeps its mode, questions and rules (the fields are locked and the server refuses a change): the
// operator copies it instead.
import { Alert, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd'
import type { AdminPaperDetail, PaperInput, PaperRule } from '@contract/exams/admin-shapes'
import { createPaper, getAdminPaper, updatePaper } from '@contract/exams/admin-endpoints'
import type { ApiError } from '../../api/client'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { showFieldErrors } from '../../components/form-errors'
import { useT } from '../../providers/i18n-provider'
import { modeOptions } from './labels'
import { QuestionPicker, RuleRows } from './PaperQuestions'

export type PaperEditing = { id: number | null } | null

type FormValues = Omit<PaperInput, 'rules'> & { kind: 'fixed' | 'rules'; rules?: Partial<PaperRule>[] }

function toForm(p: AdminPaperDetail | undefined): Partial<FormValues> {
  if (!p) return { kind: 'rules', mode: 'quiz', durationMinutes: 30, passScore: 60, published: false, description: '', questionIds: [], rules: [] }
  return {
    kind: p.kind, title: p.title, description: p.description, mode: p.mode, goodsId: p.goodsId ?? undefined, durationMinutes: p.durationMinutes,
    passScore: p.passScore, published: p.published, questionIds: p.questions.map((q) => q.questionId), rules: p.rules
  }
}

function toInput({ kind, rules = [], questionIds = [], ...rest }: FormValues): PaperInput {
  return {
    ...rest, description: rest.description ?? '',
    questionIds: kind === 'fixed' ? questionIds : [],
    rules: kind === 'rules' ? rules.map((r) => ({ knowledgePoint: r.knowledgePoint ?? '', kind: r.kind ?? null, difficulty: r.difficulty ?? null, count: r.count ?? 0 })) : []
  }
}

export function PaperModal({ editing, onClose }: { editing: PaperEditing; onClose: () => void }) {
  const id = editing?.id ?? null
  const loaded = useApiQuery(getAdminPaper, { params: { id: id ?? 0 } }, { enabled: id !== null })
  const ready = editing !== null && (id === null || loaded.data !== undefined)
  return ready ? <PaperForm paper={id === null ? undefined : loaded.data} onClose={onClose} /> : null
}

function PaperForm({ paper, onClose }: { paper: AdminPaperDetail | undefined; onClose: () => void }) {
  const t = useT()
  const f = (key: string) => t(`exams.papers.fields.${key}` as never)
  const [form] = Form.useForm<FormValues>()
  const kind = Form.useWatch('kind', form) ?? paper?.kind ?? 'rules'
  const mode = Form.useWatch('mode', form) ?? paper?.mode ?? 'quiz'
  const create = useApiAction(createPaper, { invalidate: ['exam-papers'] })
  const update = useApiAction(updatePaper, { invalidate: ['exam-papers'] })
  const locked = (paper?.attemptCount ?? 0) > 0
  const save = async (values: FormValues) => {
    try {
      if (paper) await update.mutateAsync({ params: { id: paper.id }, body: toInput(values) })
      else await create.mutateAsync({ body: toInput(values) })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  const required = [{ required: true }]
  const pool = mode === 'formal' ? 'formal' : 'practice'
  return (
    <Modal open title={t(paper ? 'exams.papers.editTitle' : 'exams.papers.createTitle')} width={860} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={create.isPending || update.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={save} initialValues={toForm(paper)} data-testid="paper-form">
        {locked && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('exams.papers.lockedHint', { count: paper?.attemptCount })} />}
        <Row gutter={16}>
          <Col span={12}><Form.Item name="title" label={f('title')} rules={[{ required: true, whitespace: true }]}><Input maxLength={60} /></Form.Item></Col>
          <Col span={6}><Form.Item name="mode" label={f('mode')} rules={required}><Select options={modeOptions(t)} disabled={locked} /></Form.Item></Col>
          <Col span={6}><Form.Item name="goodsId" label={f('goodsId')} rules={required}><InputNumber min={1} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <Form.Item name="description" label={f('description')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
        <Row gutter={16}>
          <Col span={8}><Form.Item name="durationMinutes" label={f('durationMinutes')} rules={required}><InputNumber min={1} max={600} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="passScore" label={f('passScore')} rules={required}><InputNumber min={0} max={10000} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="published" label={f('published')} valuePropName="checked"><Switch /></Form.Item></Col>
        </Row>
        <Form.Item name="kind" label={f('kind')}>
          <Radio.Group disabled={locked} options={[{ value: 'rules', label: t('exams.papers.rules') }, { value: 'fixed', label: t('exams.papers.fixed') }]} />
        </Form.Item>
        {kind === 'fixed' ? <QuestionPicker pool={pool} known={paper?.questions ?? []} disabled={locked} /> : <RuleRows pool={pool} disabled={locked} />}
      </Form>
    </Modal>
  )
}
