// A session's attendance as the academic office sees it: every learner with check-in, how it was recorded, leave
// and remark; a correction sets a status with a reason (audited).
import { useState } from 'react'
import { Button, Form, Input, Modal, Select, Table, Tag } from 'antd'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@contract/classroom/constants'
import type { AdminSession, AttendanceRow } from '@contract/classroom/admin-shapes'
import { correctAdminAttendance, getAdminSessionAttendance } from '@contract/classroom/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

function CorrectionModal({ session, row, onClose }: { session: AdminSession; row: AttendanceRow | null; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<{ status: AttendanceStatus; reason: string }>()
  const correct = useApiAction(correctAdminAttendance)
  const submit = (values: { status: AttendanceStatus; reason: string }) => row && correct.mutate(
    { params: { id: session.id }, body: { userId: row.learner.id, status: values.status, reason: values.reason.trim() } },
    { onSuccess: onClose })
  return (
    <Modal open={row !== null} title={row ? t('classroom.sessions.correctTitle', { name: row.learner.name }) : ''} destroyOnHidden
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={correct.isPending}>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} initialValues={{ status: row?.status ?? 'present' }}>
        <Form.Item name="status" label={t('classroom.sessions.fields.status')} rules={[{ required: true }]}>
          <Select options={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`classroom.sessions.marks.${s}`) }))} />
        </Form.Item>
        <Form.Item name="reason" label={t('classroom.roster.reason')} rules={[{ required: true, whitespace: true, message: t('classroom.roster.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function AttendanceModal({ session, onClose }: { session: AdminSession | null; onClose: () => void }) {
  const t = useT()
  const [correcting, setCorrecting] = useState<AttendanceRow | null>(null)
  const rows = useApiQuery(getAdminSessionAttendance, { params: { id: session?.id ?? 0 } }, { enabled: session !== null })
  return (
    <Modal open={session !== null} title={session ? t('classroom.sessions.attendanceTitle', { title: session.title }) : ''}
      width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<AttendanceRow> dataSource={rows.data ?? []} loading={rows.isLoading} rowKey={(r) => r.learner.id} size="small" pagination={false}>
        <Table.Column<AttendanceRow> title={t('classroom.roster.fields.learner')} render={(_, r) => `${r.learner.name}（${r.learner.phone}）`} />
        <Table.Column<AttendanceRow> title={t('classroom.sessions.fields.status')} width={100}
          render={(_, r) => <Tag color={r.status === 'absent' ? 'red' : r.status ? 'green' : undefined}>{t(`classroom.sessions.marks.${r.status ?? 'none'}`)}</Tag>} />
        <Table.Column<AttendanceRow> title="" width={120} render={(_, r) => (r.method ? t(`classroom.sessions.methods.${r.method}`) : '')} />
        <Table.Column<AttendanceRow> title={t('classroom.leaves.fields.time')} width={150} render={(_, r) => formatDateTime(r.checkedInAt)} />
        <Table.Column<AttendanceRow> title={t('classroom.leaves.menu')} width={90}
          render={(_, r) => (r.leave ? t(`classroom.leaves.statuses.${r.leave}`) : '')} />
        <Table.Column<AttendanceRow> title={t('classroom.roster.reason')} render={(_, r) => r.remark} />
        <Table.Column<AttendanceRow> title={t('table.actions' as never)} width={80}
          render={(_, r) => <Button size="small" onClick={() => setCorrecting(r)}>{t('classroom.sessions.correct')}</Button>} />
      </Table>
      {session && <CorrectionModal session={session} row={correcting} onClose={() => setCorrecting(null)} />}
    </Modal>
  )
}
