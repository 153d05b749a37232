// 考试报名: registrations by sitting, status and phone, with CSV; a pending one is approved or rejected, a scored one
// has its practical score corrected (audited). Above the list, one sitting's actions (by its id).
import { useState } from 'react'
import { Button, Form, Input, InputNumber, Popconfirm, Select, Table, Tag } from 'antd'
import type { AdminRegistration } from '@contract/certification/admin-shapes'
import { REGISTRATION_STATUSES } from '@contract/certification/constants'
import { reviewRegistration } from '@contract/certification/admin-endpoints'
import { maskPhone } from '@contract/admin'
import { useApiAction } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { CorrectionModal } from './CorrectionModal'
import { SittingActions } from './SittingActions'

const COLORS: Partial<Record<AdminRegistration['status'], string>> = {
  pending_review: 'gold', approved: 'blue', admit_card_sent: 'cyan', passed: 'green', failed: 'red'
}

export function RegistrationList() {
  const t = useT()
  const f = (key: string) => t(`certification.registrations.fields.${key}` as never)
  const [correcting, setCorrecting] = useState<AdminRegistration | null>(null)
  const review = useApiAction(reviewRegistration, { invalidate: ['exam-registrations'] })
  return (
    <>
      <SittingActions />
      <ResourceList<AdminRegistration> resource="exam-registrations" title={t('certification.registrations.title')} scrollX={1200}
        filterFields={<>
          <Form.Item name="sessionId"><InputNumber min={1} placeholder={t('certification.registrations.sessionId')} style={{ width: 160 }} /></Form.Item>
          <Form.Item name="status">
            <Select allowClear style={{ width: 150 }} placeholder={f('status')}
              options={REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`certification.statuses.${s}` as never) }))} />
          </Form.Item>
          <Form.Item name="phone"><Input allowClear placeholder={t('certification.registrations.phone')} style={{ width: 150 }} /></Form.Item>
        </>}
        csvRow={(r) => ({
          [f('candidate')]: r.name, [t('certification.registrations.phone')]: maskPhone(r.phone), [f('exam')]: r.goodsTitle,
          [f('sitting')]: `#${r.sitting.sessionId} ${formatDateTime(r.sitting.startsAt)} ${r.sitting.city}`,
          [f('status')]: t(`certification.statuses.${r.status}` as never), [f('seat')]: r.seatNo, [f('score')]: r.result.score ?? '',
          [f('certificate')]: r.certificateNumber ?? '', [f('createdAt')]: formatDateTime(r.createdAt)
        })}
        rowActionsWidth={190}
        rowActions={(r) => <>
          {r.status === 'pending_review' && <>
            <Button size="small" type="primary" loading={review.isPending}
              onClick={() => review.mutate({ params: { id: r.id }, body: { approve: true } })}>{t('certification.registrations.approve')}</Button>
            <Popconfirm title={t('certification.registrations.rejectConfirm')} onConfirm={() => review.mutate({ params: { id: r.id }, body: { approve: false } })}>
              <Button size="small" danger>{t('certification.registrations.reject')}</Button>
            </Popconfirm>
          </>}
          {r.scoreSubmitted && <Button size="small" onClick={() => setCorrecting(r)}>{t('certification.registrations.correct')}</Button>}
        </>}
        below={<CorrectionModal registration={correcting} onClose={() => setCorrecting(null)} />}>
        <Table.Column<AdminRegistration> title={f('candidate')} width={180} render={(_, r) => `${r.name || '—'}（${r.phone}）`} />
        <Table.Column<AdminRegistration> title={f('exam')} dataIndex="goodsTitle" ellipsis={{ showTitle: true }} />
        <Table.Column<AdminRegistration> title={f('sitting')} width={230}
          render={(_, r) => `#${r.sitting.sessionId} ${formatDateTime(r.sitting.startsAt)} ${r.sitting.city}`} />
        <Table.Column<AdminRegistration> title={f('status')} width={120}
          render={(_, r) => <Tag color={COLORS[r.status]}>{t(`certification.statuses.${r.status}` as never)}</Tag>} />
        <Table.Column<AdminRegistration> title={f('seat')} dataIndex="seatNo" width={80} />
        <Table.Column<AdminRegistration> title={f('score')} width={90} render={(_, r) => (r.result.score === null ? '—' : `${r.result.score}/${r.result.total}`)} />
        <Table.Column<AdminRegistration> title={f('certificate')} dataIndex="certificateNumber" width={190} />
        <Table.Column<AdminRegistration> title={f('createdAt')} width={150} render={(_, r) => formatDateTime(r.createdAt)} />
      </ResourceList>
    </>
  )
}
