// 提现审核: salespeople's withdrawal requests, to review first by the filter; approve, reject with a reason (the amount
// returns to their balance), and pay (finance): by WeChat Pay transfer from here (clicking again checks the same
// transfer, never pays twice), or mark paid with the reference of a transfer made elsewhere.
import { useState } from 'react'
import { Button, Form, Popconfirm, Select, Table, Tag } from 'antd'
import type { CrudFilter } from '@refinedev/core'
import { WITHDRAWAL_STATUSES } from '@contract/sales/constants'
import type { AdminWithdrawal } from '@contract/sales/admin-shapes'
import { approveWithdrawal, payWithdrawal, rejectWithdrawal, transferWithdrawal } from '@contract/sales/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime, formatFen } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useAccess } from './access'
import { useT } from '../../providers/i18n-provider'
import { TextModal } from './TextModal'

const INITIAL: CrudFilter[] = [{ field: 'status', operator: 'eq', value: 'requested' }]
const COLORS = { requested: 'gold', approved: 'blue', transferring: 'cyan', paid: 'green', rejected: 'red' } as const
type Acting = { kind: 'reject' | 'pay'; item: AdminWithdrawal } | null

export function WithdrawalList() {
  const t = useT()
  const f = (key: string) => t(`sales.withdrawals.fields.${key}` as never)
  const [acting, setActing] = useState<Acting>(null)
  const access = useAccess()
  const invalidate = { invalidate: ['sales-withdrawals', 'salespeople'] }
  const approve = useApiAction(approveWithdrawal, invalidate)
  const reject = useApiAction(rejectWithdrawal, invalidate)
  const pay = useApiAction(payWithdrawal, invalidate)
  const transfer = useApiAction(transferWithdrawal, invalidate)
  const done = { onSuccess: () => setActing(null) }
  return (
    <ResourceList<AdminWithdrawal> resource="sales-withdrawals" title={t('sales.withdrawals.title')}
      initialFilters={INITIAL} filterInitialValues={{ status: 'requested' }} rowActionsWidth={280} scrollX={1400}
      filterFields={(
        <Form.Item name="status">
          <Select allowClear style={{ width: 140 }} placeholder={f('status')}
            options={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`sales.withdrawals.statuses.${s}`) }))} />
        </Form.Item>
      )}
      csvRow={(w) => ({
        [f('salesperson')]: w.salesperson, [f('amount')]: formatFen(w.amountFen), [f('status')]: t(`sales.withdrawals.statuses.${w.status}`),
        [f('createdAt')]: formatDateTime(w.createdAt), [f('reference')]: w.reference, [f('note')]: w.note
      })}
      rowActions={(w) => (
        <>
          {w.status === 'requested' && (
            <Button size="small" type="primary" loading={approve.isPending}
              onClick={() => approve.mutate({ params: { id: w.id } })}>{t('sales.withdrawals.approve')}</Button>
          )}
          {w.status === 'approved' && access.canPay && (
            <Popconfirm title={t('sales.withdrawals.transferConfirm')} onConfirm={() => transfer.mutate({ params: { id: w.id } })}>
              <Button size="small" type="primary" loading={transfer.isPending}>{t('sales.withdrawals.transfer')}</Button>
            </Popconfirm>
          )}
          {w.status === 'transferring' && access.canPay && (
            <Button size="small" loading={transfer.isPending}
              onClick={() => transfer.mutate({ params: { id: w.id } })}>{t('sales.withdrawals.transferCheck')}</Button>
          )}
          {w.status === 'approved' && access.canPay && (
            <Button size="small" onClick={() => setActing({ kind: 'pay', item: w })}>{t('sales.withdrawals.pay')}</Button>
          )}
          {(w.status === 'requested' || w.status === 'approved') && (
            <Button size="small" danger onClick={() => setActing({ kind: 'reject', item: w })}>{t('sales.withdrawals.reject')}</Button>
          )}
        </>
      )}
      below={(
        <>
          <TextModal open={acting?.kind === 'reject'} danger title={t('sales.withdrawals.rejectTitle')} label={t('sales.withdrawals.reason')}
            requiredMessage={t('sales.withdrawals.reasonRequired')} busy={reject.isPending} onCancel={() => setActing(null)}
            onSubmit={(reason) => acting && reject.mutate({ params: { id: acting.item.id }, body: { reason } }, done)} />
          <TextModal open={acting?.kind === 'pay'} title={t('sales.withdrawals.payTitle')} label={t('sales.withdrawals.fields.reference')}
            hint={t('sales.withdrawals.payHint')} requiredMessage={t('sales.withdrawals.referenceRequired')} busy={pay.isPending}
            onCancel={() => setActing(null)}
            onSubmit={(reference) => acting && pay.mutate({ params: { id: acting.item.id }, body: { reference } }, done)} />
        </>
      )}
    >
      <Table.Column<AdminWithdrawal> title={f('salesperson')} width={200} render={(_, w) => `${w.salesperson}（${w.phone}）`} />
      <Table.Column<AdminWithdrawal> title={f('amount')} width={120} align="right" render={(_, w) => formatFen(w.amountFen)} />
      <Table.Column<AdminWithdrawal> title={f('status')} width={100}
        render={(_, w) => <Tag color={COLORS[w.status]}>{t(`sales.withdrawals.statuses.${w.status}`)}</Tag>} />
      <Table.Column<AdminWithdrawal> title={f('createdAt')} width={160} render={(_, w) => formatDateTime(w.createdAt)} />
      <Table.Column<AdminWithdrawal> title={f('reviewedAt')} width={160} render={(_, w) => formatDateTime(w.reviewedAt)} />
      <Table.Column<AdminWithdrawal> title={f('transferState')} width={140} render={(_, w) => w.transferState ?? ''} />
      <Table.Column<AdminWithdrawal> title={f('reference')} dataIndex="reference" width={180} ellipsis />
      <Table.Column<AdminWithdrawal> title={f('note')} dataIndex="note" ellipsis />
    </ResourceList>
  )
}
