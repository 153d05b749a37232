// A class's roster: who holds (or held) a seat, how it came, paid when, attendance and homework; CSV export of what
// the filter selects (recorded in the audit log); enrol or gift a seat by phone, transfer a learner on their behalf.
import { useState } from 'react'
import { useTable } from '@refinedev/antd'
import { Button, Card, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd'
import { maskPhone } from '@contract/admin'
import type { RosterRow } from '@contract/classroom/admin-shapes'
import { enrolAdminSeat, transferAdminSeat } from '@contract/classroom/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { CsvExportButton } from '../../components/CsvExportButton'
import { showFieldErrors } from '../../components/form-errors'
import { formatDateTime } from '../../components/format'
import { filtersOf } from '../../components/ResourceList'
import { ListFilters } from '../../components/ListFilters'
import { useT } from '../../providers/i18n-provider'

function EnrolModal({ classId, open, onClose }: { classId: number; open: boolean; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<{ phone: string; reason: string }>()
  const enrol = useApiAction(enrolAdminSeat, { invalidate: ['class-roster', 'classroom-classes'] })
  const submit = (values: { phone: string; reason: string }) => enrol.mutate(
    { params: { id: classId }, body: { phone: values.phone.trim(), reason: values.reason.trim() } },
    { onSuccess: onClose, onError: (err) => showFieldErrors(form, err as ApiError) })
  return (
    <Modal open={open} title={t('classroom.roster.enrolTitle')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={enrol.isPending} destroyOnHidden>
      <p>{t('classroom.roster.enrolHint')}</p>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="phone" label={t('classroom.roster.phone')} rules={[{ required: true, whitespace: true }]}><Input maxLength={20} /></Form.Item>
        <Form.Item name="reason" label={t('classroom.roster.reason')} rules={[{ required: true, whitespace: true, message: t('classroom.roster.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function TransferModal({ row, onClose }: { row: RosterRow | null; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<{ targetClassId: number; reason: string }>()
  const transfer = useApiAction(transferAdminSeat, { invalidate: ['class-roster', 'classroom-classes'] })
  const submit = (values: { targetClassId: number; reason: string }) => row && transfer.mutate(
    { params: { id: row.seatId }, body: { targetClassId: values.targetClassId, reason: values.reason.trim() } },
    { onSuccess: onClose, onError: (err) => showFieldErrors(form, err as ApiError) })
  return (
    <Modal open={row !== null} title={row ? t('classroom.roster.transferTitle', { name: row.learner.name }) : ''} destroyOnHidden
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={transfer.isPending}>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="targetClassId" label={t('classroom.roster.targetClass')} rules={[{ required: true }]}><InputNumber min={1} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="reason" label={t('classroom.roster.reason')} rules={[{ required: true, whitespace: true, message: t('classroom.roster.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function RosterCard({ classId }: { classId: number }) {
  const t = useT()
  const f = (key: string) => t(`classroom.roster.fields.${key}` as never)
  const meta = { params: { id: classId } }
  const [enrolling, setEnrolling] = useState(false)
  const [moving, setMoving] = useState<RosterRow | null>(null)
  const { tableProps, searchFormProps, filters } = useTable<RosterRow>({
    resource: 'class-roster', meta, syncWithLocation: false, pagination: { pageSize: 20 },
    onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  const csvRow = (r: RosterRow) => ({
    [f('learner')]: r.learner.name,
    [f('phone')]: maskPhone(r.learner.phone),
    [f('source')]: t(`classroom.roster.sources.${r.source}`),
    [f('status')]: t(`classroom.roster.statuses.${r.status}`),
    [f('orderId')]: r.orderId ?? '',
    [f('paidAt')]: formatDateTime(r.paidAt),
    [f('transfers')]: r.transfersUsed,
    [f('attendance')]: `${r.present}/${r.absent}/${r.leave}`,
    [f('homework')]: `${r.homeworkSubmitted}/${r.homeworkApproved}`,
    [f('joinedAt')]: formatDateTime(r.joinedAt)
  })
  return (
    <Card size="small" title={t('classroom.roster.title')}
      extra={<Space>
        <CsvExportButton<RosterRow> resource="class-roster" filters={filters} meta={meta} mapData={csvRow} filename={`class-${classId}-roster`} />
        <Button type="primary" onClick={() => setEnrolling(true)}>{t('classroom.roster.enrol')}</Button>
      </Space>}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('classroom.roster.keyword')} style={{ width: 180 }} /></Form.Item>
      </ListFilters>
      <Table<RosterRow> {...tableProps} rowKey="seatId" size="middle" scroll={{ x: 1100 }} data-testid="class-roster">
        <Table.Column<RosterRow> title={f('learner')} width={200} render={(_, r) => `${r.learner.name || '—'}（${r.learner.phone}）`} />
        <Table.Column<RosterRow> title={f('source')} width={80} render={(_, r) => t(`classroom.roster.sources.${r.source}`)} />
        <Table.Column<RosterRow> title={f('status')} width={90}
          render={(_, r) => <Tag color={r.status === 'active' ? 'green' : undefined}>{t(`classroom.roster.statuses.${r.status}`)}</Tag>} />
        <Table.Column<RosterRow> title={f('paidAt')} width={150} render={(_, r) => formatDateTime(r.paidAt)} />
        <Table.Column<RosterRow> title={f('transfers')} width={80} align="right" dataIndex="transfersUsed" />
        <Table.Column<RosterRow> title={f('attendance')} width={130} render={(_, r) => `${r.present}/${r.absent}/${r.leave}`} />
        <Table.Column<RosterRow> title={f('homework')} width={140} render={(_, r) => `${r.homeworkSubmitted}/${r.homeworkApproved}`} />
        <Table.Column<RosterRow> title={f('joinedAt')} width={150} render={(_, r) => formatDateTime(r.joinedAt)} />
        <Table.Column<RosterRow> title={t('table.actions' as never)} width={100} fixed="right"
          render={(_, r) => r.status === 'active' && <Button size="small" onClick={() => setMoving(r)}>{t('classroom.roster.transfer')}</Button>} />
      </Table>
      <EnrolModal classId={classId} open={enrolling} onClose={() => setEnrolling(false)} />
      <TransferModal row={moving} onClose={() => setMoving(null)} />
    </Card>
  )
}
