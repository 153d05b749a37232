// A class's sessions by start time: title, time, teacher, attendance so far; add, edit (a new time tells every
// learner), cancel with a reason (everyone told), and the attendance with corrections.
import { useState } from 'react'
import { Button, Card, Space, Table, Tag } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminSession } from '@contract/classroom/admin-shapes'
import { cancelAdminSession, listAdminSessions } from '@contract/classroom/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { AttendanceModal } from './AttendanceModal'
import { ReasonModal } from './ReasonModal'
import { SessionForm, type SessionEditing } from './SessionForm'

function SessionStatus({ session }: { session: AdminSession }) {
  const t = useT()
  if (session.status === 'cancelled') return <Tag color="red">{t('classroom.sessions.statuses.cancelled')}</Tag>
  return session.moved ? <Tag color="orange">{t('classroom.sessions.statuses.moved')}</Tag> : <Tag color="green">{t('classroom.sessions.statuses.scheduled')}</Tag>
}

export function ClassSessionsCard({ classId }: { classId: number }) {
  const t = useT()
  const f = (key: string) => t(`classroom.sessions.fields.${key}` as never)
  const sessions = useApiQuery(listAdminSessions, { params: { id: classId } })
  const [editing, setEditing] = useState<SessionEditing>(null)
  const [cancelling, setCancelling] = useState<AdminSession | null>(null)
  const [attendance, setAttendance] = useState<AdminSession | null>(null)
  const cancel = useApiAction(cancelAdminSession)
  return (
    <Card size="small" title={t('classroom.sessions.title')}
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ session: null })}>{t('classroom.sessions.add')}</Button>}>
      <Table<AdminSession> dataSource={sessions.data ?? []} loading={sessions.isLoading} rowKey="id" size="middle" pagination={false}
        locale={{ emptyText: t('classroom.sessions.empty') }} data-testid="admin-sessions">
        <Table.Column<AdminSession> dataIndex="title" title={f('title')} ellipsis={{ showTitle: true }} />
        <Table.Column<AdminSession> dataIndex="startsAt" title={f('time')} width={260}
          render={(_, s) => `${formatDateTime(s.startsAt)} ~ ${formatDateTime(s.endsAt).slice(11)}`} />
        <Table.Column<AdminSession> title={f('teacher')} width={120} render={(_, s) => s.teacher?.name ?? '—'} />
        <Table.Column<AdminSession> title={f('status')} width={90} render={(_, s) => <SessionStatus session={s} />} />
        <Table.Column<AdminSession> title={f('attendance')} width={150}
          render={(_, s) => t('classroom.sessions.attendanceCount', { present: s.present, expected: s.expected, leave: s.leave })} />
        <Table.Column<AdminSession> title={t('table.actions' as never)} width={200} render={(_, s) => (
          <Space>
            <Button size="small" onClick={() => setAttendance(s)}>{t('classroom.sessions.attendance')}</Button>
            {s.status !== 'cancelled' && <>
              <Button size="small" icon={<EditOutlined />} aria-label={t('classroom.sessions.editTitle')} onClick={() => setEditing({ session: s })} />
              <Button size="small" danger onClick={() => setCancelling(s)}>{t('classroom.sessions.cancel')}</Button>
            </>}
          </Space>
        )} />
      </Table>
      <SessionForm classId={classId} editing={editing} onClose={() => setEditing(null)} />
      <AttendanceModal session={attendance} onClose={() => setAttendance(null)} />
      <ReasonModal open={cancelling !== null} danger title={t('classroom.sessions.cancelTitle')} label={t('classroom.setup.reason')}
        requiredMessage={t('classroom.setup.reasonRequired')} busy={cancel.isPending} onCancel={() => setCancelling(null)}
        onSubmit={(reason) => cancelling && cancel.mutate({ params: { id: cancelling.id }, body: { reason } }, { onSuccess: () => setCancelling(null) })} />
    </Card>
  )
}
