// One statement: its figures, the steps it may take (refresh and confirm a draft, record the payment of a confirmed
// one) and its lines with CSV export (recorded in the audit log).
import { useState } from 'react'
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd'
import type { StatementDetail, StatementLine } from '@contract/settlement/shapes'
import { confirmAdminStatement, generateAdminStatement, payAdminStatement } from '@contract/settlement/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { CsvExportButton } from '../../components/CsvExportButton'
import { csvText } from '../../components/csv-cells'
import { showFieldErrors } from '../../components/form-errors'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { percentText } from './percent'
import { STATUS_COLORS } from './StatementList'

const invalidate = ['settlement-statements']

function PayModal({ statement, open, onClose }: { statement: StatementDetail; open: boolean; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<{ reference: string }>()
  const pay = useApiAction(payAdminStatement, { invalidate })
  const submit = ({ reference }: { reference: string }) => pay.mutate({ params: { id: statement.id }, body: { reference: reference.trim() } },
    { onSuccess: onClose, onError: (err) => showFieldErrors(form, err as ApiError) })
  return (
    <Modal open={open} title={`${t('settlement.statements.payTitle')} · ${formatFen(statement.dueFen)}`} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={pay.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="reference" label={t('settlement.statements.reference')} rules={[{ required: true, whitespace: true }]}><Input maxLength={100} /></Form.Item>
      </Form>
    </Modal>
  )
}

function Steps({ statement }: { statement: StatementDetail }) {
  const t = useT()
  const [paying, setPaying] = useState(false)
  const refresh = useApiAction(generateAdminStatement, { invalidate })
  const confirm = useApiAction(confirmAdminStatement, { invalidate })
  return (
    <Space>
      {statement.status === 'draft' && <>
        <Button onClick={() => refresh.mutate({ body: { orgId: statement.orgId, month: statement.month } })} loading={refresh.isPending}>
          {t('settlement.statements.generate')}
        </Button>
        <Popconfirm title={t('settlement.statements.confirmHint')} onConfirm={() => confirm.mutate({ params: { id: statement.id } })}>
          <Button type="primary" loading={confirm.isPending} data-testid="statement-confirm">{t('settlement.statements.confirm')}</Button>
        </Popconfirm>
      </>}
      {statement.status === 'confirmed' && <Button type="primary" onClick={() => setPaying(true)}>{t('settlement.statements.pay')}</Button>}
      <PayModal statement={statement} open={paying} onClose={() => setPaying(false)} />
    </Space>
  )
}

function Facts({ s }: { s: StatementDetail }) {
  const t = useT()
  const f = (key: string) => t(`settlement.statements.fields.${key}` as never)
  return (
    <Descriptions bordered column={4} size="small">
      <Descriptions.Item label={f('org')}>{s.orgName}</Descriptions.Item>
      <Descriptions.Item label={f('month')}>{s.month}</Descriptions.Item>
      <Descriptions.Item label={f('status')}><Tag color={STATUS_COLORS[s.status]} data-testid="statement-status">{t(`settlement.status.${s.status}`)}</Tag></Descriptions.Item>
      <Descriptions.Item label={f('classesOpened')}>{`${s.classesOpened} · ${f('learners')} ${s.learners}`}</Descriptions.Item>
      <Descriptions.Item label={f('received')}>{formatFen(s.receivedFen)}</Descriptions.Item>
      <Descriptions.Item label={f('refunded')}>{`${formatFen(s.refundedFen)} (${f('adjustment')} ${formatFen(s.adjustmentFen)})`}</Descriptions.Item>
      <Descriptions.Item label={f('net')}>{formatFen(s.netFen)}</Descriptions.Item>
      <Descriptions.Item label={f('share')}>{percentText(s.shareBp)}</Descriptions.Item>
      <Descriptions.Item label={f('shareFen')}>{formatFen(s.shareFen)}</Descriptions.Item>
      <Descriptions.Item label={f('paid')}>{formatFen(s.paidFen)}</Descriptions.Item>
      <Descriptions.Item label={f('due')}>{formatFen(s.dueFen)}</Descriptions.Item>
      <Descriptions.Item label={f('paymentRef')}>{s.paymentRef || '—'}</Descriptions.Item>
      <Descriptions.Item label={f('generatedAt')}>{formatDateTime(s.generatedAt)}</Descriptions.Item>
      <Descriptions.Item label={f('confirmedAt')}>{formatDateTime(s.confirmedAt)}</Descriptions.Item>
      <Descriptions.Item label={f('paidAt')}>{formatDateTime(s.paidAt)}</Descriptions.Item>
    </Descriptions>
  )
}

function Lines({ s }: { s: StatementDetail }) {
  const t = useT()
  const f = (key: string) => t(`settlement.statements.lineFields.${key}` as never)
  const csvRow = (l: StatementLine) => ({
    [f('kind')]: t(`settlement.statements.lineKinds.${l.kind}`), [f('orderNo')]: csvText(l.orderNo), [f('className')]: l.className,
    [f('learner')]: l.learnerName, [f('amount')]: (l.amountFen / 100).toFixed(2), [f('at')]: formatDateTime(l.at),
    [f('adjustment')]: l.adjustment ? t('settlement.statements.yes') : ''
  })
  return (
    <Card size="small" title={t('settlement.statements.lines')} extra={
      <CsvExportButton<StatementLine> resource="settlement-lines" meta={{ params: { id: s.id } }} mapData={csvRow} filename={`statement-${s.orgId}-${s.month}`} />
    }>
      <Table<StatementLine> dataSource={s.lines} rowKey="id" size="small" pagination={{ pageSize: 50 }}>
        <Table.Column<StatementLine> dataIndex="kind" title={f('kind')} width={80} render={(k: StatementLine['kind']) => t(`settlement.statements.lineKinds.${k}`)} />
        <Table.Column<StatementLine> dataIndex="orderNo" title={f('orderNo')} />
        <Table.Column<StatementLine> dataIndex="className" title={f('className')} />
        <Table.Column<StatementLine> dataIndex="learnerName" title={f('learner')} />
        <Table.Column<StatementLine> dataIndex="amountFen" title={f('amount')} align="right" render={(v: number) => formatFen(v)} />
        <Table.Column<StatementLine> dataIndex="at" title={f('at')} render={(v: string) => formatDateTime(v)} />
        <Table.Column<StatementLine> dataIndex="adjustment" title={f('adjustment')} width={90} render={(v: boolean) => (v ? <Tag>{t('settlement.statements.yes')}</Tag> : '')} />
      </Table>
    </Card>
  )
}

export function StatementShow() {
  const t = useT()
  const { query } = useShow<StatementDetail>({ resource: 'settlement-statements' })
  const s = query.data?.data
  return (
    <Show isLoading={query.isLoading} canDelete={false} canEdit={false} headerButtons={s ? <Steps statement={s} /> : undefined}
      title={s ? `${t('settlement.statements.detailTitle')} · ${s.orgName} ${s.month}` : t('settlement.statements.detailTitle')}>
      {s && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Facts s={s} />
          <Lines s={s} />
        </Space>
      )}
    </Show>
  )
}
