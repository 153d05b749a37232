// 新增/编辑动作: a company move with its muscles, tool, unit, cues and mistakes (one per line), the demo picture
// and video (uploaded through the app's upload endpoint like every console file), and the moves it progresses and regresses to.
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd'
import type { AdminMove } from '@contract/training/admin-shapes'
import type { MoveInput } from '@contract/training/schemas'
import { createAdminMove, updateAdminMove } from '@contract/training/admin-endpoints'
import type { ApiError } from '../../api/client'
import { useApiAction } from '../../api/hooks'
import { CoverUpload } from '../../components/CoverUpload'
import { showFieldErrors } from '../../components/form-errors'
import { useT } from '../../providers/i18n-provider'
import { MoveSelect } from './MoveSelect'
import { VideoUpload } from './VideoUpload'
import { useTrainingOptions } from './options'

export type MoveEditing = { move: AdminMove | null } | null

type FormValues = Omit<MoveInput, 'cues' | 'mistakes' | 'media'> & { cues?: string; mistakes?: string; picture?: string; video?: string }

const lines = (text = '') => text.split('\n').map((l) => l.trim()).filter(Boolean)

function toForm(move: AdminMove | null): Partial<FormValues> {
  if (!move) return { level: 2, secondaryMuscles: [], progressionIds: [], regressionIds: [] }
  return {
    name: move.name, primaryMuscle: move.primaryMuscle, secondaryMuscles: move.secondaryMuscles, functionPart: move.functionPart, tool: move.tool,
    unit: move.unit, level: move.level, cues: move.cues.join('\n'), mistakes: move.mistakes.join('\n'), progressionNote: move.progressionNote,
    progressionIds: move.progressions.map((m) => m.id), regressionIds: move.regressions.map((m) => m.id),
    picture: move.media.find((m) => m.kind === 'image')?.url ?? '', video: move.media.find((m) => m.kind === 'video')?.url ?? ''
  }
}

function toInput({ cues, mistakes, picture, video, ...rest }: FormValues, move: AdminMove | null): MoveInput {
  const poster = picture ?? ''
  // Media the form does not edit (a second picture, captions) are kept as they were.
  const others = (move?.media ?? []).slice(1).filter((m) => m.url !== picture && m.url !== video)
  const media = [
    ...(picture ? [{ kind: 'image' as const, url: picture, poster: '', caption: '' }] : []),
    ...(video ? [{ kind: 'video' as const, url: video.trim(), poster, caption: '' }] : []),
    ...others.map((m) => ({ kind: m.kind, url: m.url, poster: m.poster, caption: m.caption }))
  ]
  return { ...rest, cues: lines(cues), mistakes: lines(mistakes), progressionNote: rest.progressionNote ?? '', media }
}

export function MoveModal({ editing, onClose }: { editing: MoveEditing; onClose: () => void }) {
  const t = useT()
  const f = (key: string) => t(`training.moves.fields.${key}` as never)
  const options = useTrainingOptions()
  const [form] = Form.useForm<FormValues>()
  const create = useApiAction(createAdminMove, { invalidate: ['training-moves'] })
  const update = useApiAction(updateAdminMove, { invalidate: ['training-moves'] })
  const move = editing?.move ?? null
  const save = async (values: FormValues) => {
    try {
      if (move) await update.mutateAsync({ params: { id: move.id }, body: toInput(values, move) })
      else await create.mutateAsync({ body: toInput(values, null) })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  const known = move ? [...move.progressions, ...move.regressions] : []
  const required = [{ required: true }]
  return (
    <Modal open={editing !== null} title={t(move ? 'training.moves.editTitle' : 'training.moves.createTitle')} width={760} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={create.isPending || update.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} onFinish={save} initialValues={toForm(move)} data-testid="move-form">
        <Row gutter={16}>
          <Col span={12}><Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true }]}><Input maxLength={30} /></Form.Item></Col>
          <Col span={6}><Form.Item name="unit" label={f('unit')} rules={required}><Select options={options.units} /></Form.Item></Col>
          <Col span={6}><Form.Item name="level" label={f('level')} rules={required}><InputNumber min={1} max={5} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}><Form.Item name="primaryMuscle" label={f('primaryMuscle')} rules={required}><Select options={options.muscles} /></Form.Item></Col>
          <Col span={8}><Form.Item name="functionPart" label={f('functionPart')} rules={required}><Select options={options.functions} /></Form.Item></Col>
          <Col span={8}><Form.Item name="tool" label={f('tool')} rules={required}><Select options={options.tools} /></Form.Item></Col>
        </Row>
        <Form.Item name="secondaryMuscles" label={f('secondaryMuscles')}><Select mode="multiple" maxCount={5} options={options.muscles} /></Form.Item>
        <Row gutter={16}>
          <Col span={12}><Form.Item name="cues" label={f('cues')}><Input.TextArea rows={4} /></Form.Item></Col>
          <Col span={12}><Form.Item name="mistakes" label={f('mistakes')}><Input.TextArea rows={4} /></Form.Item></Col>
        </Row>
        <Form.Item name="picture" label={f('picture')}>
          <CoverUpload labels={{ upload: t('training.moves.upload.upload'), remove: t('training.moves.upload.remove') }} />
        </Form.Item>
        <Form.Item name="video" label={f('video')}><VideoUpload /></Form.Item>
        <Row gutter={16}>
          <Col span={12}><Form.Item name="progressionIds" label={f('progressionIds')}><MoveSelect known={known} /></Form.Item></Col>
          <Col span={12}><Form.Item name="regressionIds" label={f('regressionIds')}><MoveSelect known={known} /></Form.Item></Col>
        </Row>
        <Form.Item name="progressionNote" label={f('progressionNote')}><Input.TextArea rows={2} maxLength={300} /></Form.Item>
      </Form>
    </Modal>
  )
}
