// 结算单: statements by organisation, month and status, newest month first, with CSV of what the filters select;
// generating (or refreshing) a month's draft for an organisation in a modal.
import { useState } from 'react'
import { List, ShowButton, useTable } from '@refinedev/antd'
import { useGo } from '@refinedev/core'
import { Button, DatePicker, Form, Modal, Select, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { Dayjs } from 'dayjs'
import type { Statement } from '@contract/settlement/shapes'
import { STATEMENT_STATUSES } from '@contract/settlement/constants'
import { generateAdminStatement, listAdminOrgs } from '@contract/settlement/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { CsvExportButton } from '../../components/CsvExportButton'
import { showFieldErrors } from '../../components/form-errors'
import { formatFen } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { percentText } from './percent'

export const STATUS_COLORS = { draft: 'orange', confirmed: 'blue', paid: 'green' } as const

function useOrgOptions() {
  const orgs = useApiQuery(listAdminOrgs, { query: { page: 1, size: 50 } })
  return (orgs.data?.list ?? []).map((o) => ({ value: o.id, label: o.name }))
}

function GenerateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const go = useGo()
  const [form] = Form.useForm<{ orgId: number; month: Dayjs }>()
  const generate = useApiAction(generateAdminStatement, { invalidate: ['settlement-statements'] })
  const options = useOrgOptions()
  const submit = (values: { orgId: number; month: Dayjs }) => generate.mutate(
    { body: { orgId: values.orgId, month: values.month.format('YYYY-MM') } },
    {
      onSuccess: (statement) => { onClose(); go({ to: { resource: 'settlement-statements', action: 'show', id: statement.id } }) },
      onError: (err) => showFieldErrors(form, err as ApiError)
    })
  return (
    <Modal open={open} title={t('settlement.statements.generateTitle')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={generate.isPending} destroyOnHidden>
      <p>{t('settlement.statements.generateHint')}</p>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="orgId" label={t('settlement.statements.org')} rules={[{ required: true }]}><Select options={options} /></Form.Item>
        <Form.Item name="month" label={t('settlement.statements.month')} rules={[{ required: true }]}><DatePicker picker="month" /></Form.Item>
      </Form>
    </Modal>
  )
}

export function StatementList() {
  const t = useT()
  const f = (key: string) => t(`settlement.statements.fields.${key}` as never)
  const [generating, setGenerating] = useState(false)
  const options = useOrgOptions()
  const { tableProps, searchFormProps, filters } = useTable<Statement>({
    resource: 'settlement-statements', syncWithLocation: true,
    onSearch: (values) => {
      const v = values as { month?: Dayjs | null } & Record<string, unknown>
      return filtersOf({ ...v, month: v.month ? v.month.format('YYYY-MM') : undefined })
    }
  })
  const csvRow = (s: Statement) => ({
    [f('org')]: s.orgName, [f('month')]: s.month, [f('status')]: t(`settlement.status.${s.status}`), [f('classesOpened')]: s.classesOpened,
    [f('learners')]: s.learners, [f('received')]: (s.receivedFen / 100).toFixed(2), [f('refunded')]: (s.refundedFen / 100).toFixed(2),
    [f('adjustment')]: (s.adjustmentFen / 100).toFixed(2), [f('net')]: (s.netFen / 100).toFixed(2), [f('share')]: percentText(s.shareBp),
    [f('shareFen')]: (s.shareFen / 100).toFixed(2), [f('paid')]: (s.paidFen / 100).toFixed(2), [f('due')]: (s.dueFen / 100).toFixed(2),
    [f('paymentRef')]: s.paymentRef
  })
  return (
    <List title={t('settlement.statements.title')} headerButtons={<>
      <CsvExportButton<Statement> resource="settlement-statements" filters={filters} mapData={csvRow} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>{t('settlement.statements.generate')}</Button>
    </>}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="orgId"><Select allowClear placeholder={f('org')} style={{ width: 220 }} options={options} /></Form.Item>
        <Form.Item name="status">
          <Select allowClear placeholder={f('status')} style={{ width: 140 }} options={STATEMENT_STATUSES.map((s) => ({ value: s, label: t(`settlement.status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="month"><DatePicker picker="month" placeholder={f('month')} /></Form.Item>
      </ListFilters>
      <Table<Statement> {...tableProps} rowKey="id" size="middle">
        <Table.Column<Statement> dataIndex="orgName" title={f('org')} />
        <Table.Column<Statement> dataIndex="month" title={f('month')} width={90} />
        <Table.Column<Statement> dataIndex="status" title={f('status')} width={90}
          render={(s: Statement['status']) => <Tag color={STATUS_COLORS[s]}>{t(`settlement.status.${s}`)}</Tag>} />
        <Table.Column<Statement> dataIndex="receivedFen" title={f('received')} align="right" render={(v: number) => formatFen(v)} />
        <Table.Column<Statement> dataIndex="refundedFen" title={f('refunded')} align="right" render={(v: number) => formatFen(v)} />
        <Table.Column<Statement> dataIndex="netFen" title={f('net')} align="right" render={(v: number) => formatFen(v)} />
        <Table.Column<Statement> dataIndex="shareBp" title={f('share')} width={80} align="right" render={(v: number) => percentText(v)} />
        <Table.Column<Statement> dataIndex="shareFen" title={f('shareFen')} align="right" render={(v: number) => formatFen(v)} />
        <Table.Column<Statement> dataIndex="dueFen" title={f('due')} align="right" render={(v: number) => formatFen(v)} />
        <Table.Column<Statement> key="actions" width={60} render={(_, s) => <ShowButton hideText size="small" recordItemId={s.id} />} />
      </Table>
      <GenerateModal open={generating} onClose={() => setGenerating(false)} />
    </List>
  )
}
