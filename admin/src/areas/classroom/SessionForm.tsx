// Add or edit a session of a class: title, start and end (China time on the operator's picker), its teacher.
import { useState } from 'react'
import { Col, DatePicker, Form, Input, Modal, Row } from 'antd'
import type { AdminSession, SessionInput } from '@contract/classroom/admin-shapes'
import { createAdminSession, updateAdminSession } from '@contract/classroom/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { showFieldErrors } from '../../components/form-errors'
import { pickerOverIso } from '../../components/form-values'
import { useT } from '../../providers/i18n-provider'
import { TeacherSelect } from './TeacherSelect'

export type SessionEditing = { session: AdminSession | null } | null

export function SessionForm({ classId, editing, onClose }: { classId: number; editing: SessionEditing; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<SessionInput>()
  const [saving, setSaving] = useState(false)
  const create = useApiAction(createAdminSession)
  const update = useApiAction(updateAdminSession)
  const session = editing?.session
  const initial: Partial<SessionInput> = session
    ? { title: session.title, startsAt: session.startsAt, endsAt: session.endsAt, teacherId: session.teacher?.id ?? null }
    : { teacherId: null }
  const save = async (values: SessionInput) => {
    const body = { ...values, teacherId: values.teacherId ?? null }
    setSaving(true)
    try {
      if (session) await update.mutateAsync({ params: { id: session.id }, body })
      else await create.mutateAsync({ params: { id: classId }, body })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal open={editing !== null} title={t(session ? 'classroom.sessions.editTitle' : 'classroom.sessions.createTitle')} width={640}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={initial} onFinish={save}>
        <Form.Item name="title" label={t('classroom.sessions.fields.title')} rules={[{ required: true, whitespace: true }]}><Input maxLength={60} /></Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="startsAt" label={t('classroom.sessions.fields.time')} rules={[{ required: true }]} {...pickerOverIso}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="endsAt" label=" " rules={[{ required: true }]} {...pickerOverIso}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="teacherId" label={t('classroom.sessions.fields.teacher')} extra={session ? t('classroom.sessions.movedHint') : undefined}>
          <TeacherSelect placeholder={t('classroom.sessions.defaultTeacher')} known={session?.teacher ? [session.teacher] : []} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
