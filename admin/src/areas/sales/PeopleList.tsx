// 销售人员与佣金: the commission rules (default rate, lead window) above the salespeople, each with their code, rate,
// what they earned and may still withdraw; a rate of their own is set in a modal (empty: the default).
import { useState } from 'react'
import { Button, Card, Form, Input, InputNumber, Modal, Space, Table, Typography } from 'antd'
import type { AdminSalesperson, SalesRules } from '@contract/sales/admin-shapes'
import { getSalesRules, setSalesRules, setSalespersonRate } from '@contract/sales/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`

function RulesCard() {
  const t = useT()
  const rules = useApiQuery(getSalesRules)
  const save = useApiAction(setSalesRules, { invalidate: ['salespeople'] })
  const [form] = Form.useForm<{ rate: number; days: number }>()
  if (!rules.data) return null
  const initial = { rate: rules.data.defaultRateBp / 100, days: rules.data.leadWindowDays }
  const submit = (v: { rate: number; days: number }) => {
    const body: SalesRules = { defaultRateBp: Math.round(v.rate * 100), leadWindowDays: v.days }
    save.mutate({ body })
  }
  return (
    <Card title={t('sales.people.rules')} size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('sales.people.rulesHint')}</Typography.Paragraph>
      <Form form={form} layout="inline" initialValues={initial} onFinish={submit}>
        <Form.Item name="rate" label={t('sales.people.defaultRateLabel')} rules={[{ required: true }]}>
          <InputNumber min={0} max={50} step={0.5} />
        </Form.Item>
        <Form.Item name="days" label={t('sales.people.leadWindow')} rules={[{ required: true }]}>
          <InputNumber min={1} max={3650} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>{t('sales.people.saveRules')}</Button>
      </Form>
    </Card>
  )
}

function RateModal({ person, onClose }: { person: AdminSalesperson | null; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<{ rate: number | null }>()
  const save = useApiAction(setSalespersonRate, { invalidate: ['salespeople'] })
  return (
    <Modal open={person !== null} title={t('sales.people.editRate')} destroyOnHidden confirmLoading={save.isPending} onCancel={onClose}
      onOk={() => form.validateFields().then((v) => person && save.mutate(
        { params: { id: person.userId }, body: { rateBp: v.rate === null || v.rate === undefined ? null : Math.round(v.rate * 100) } },
        { onSuccess: onClose }
      ))}>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ rate: person?.rateBp === null || !person ? null : person.rateBp / 100 }}>
        <Form.Item name="rate" label={t('sales.people.rateLabel')} extra={t('sales.people.rateHint')}>
          <InputNumber min={0} max={50} step={0.5} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function PeopleList() {
  const t = useT()
  const f = (key: string) => t(`sales.people.fields.${key}` as never)
  const [editing, setEditing] = useState<AdminSalesperson | null>(null)
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <RulesCard />
      <ResourceList<AdminSalesperson> resource="salespeople" title={t('sales.people.title')} rowActionsWidth={140}
        filterFields={<Form.Item name="keyword"><Input allowClear placeholder={t('sales.people.keyword')} style={{ width: 180 }} /></Form.Item>}
        csvRow={(p) => ({
          [f('name')]: p.name, [f('phone')]: p.phone, [f('code')]: p.code, [f('rate')]: percent(p.effectiveRateBp),
          [f('earned')]: formatFen(p.earnedFen), [f('balance')]: formatFen(p.balanceFen)
        })}
        rowActions={(p) => <Button size="small" onClick={() => setEditing(p)}>{t('sales.people.editRate')}</Button>}
        below={<RateModal person={editing} onClose={() => setEditing(null)} />}
      >
        <Table.Column<AdminSalesperson> title={f('name')} dataIndex="name" />
        <Table.Column<AdminSalesperson> title={f('phone')} dataIndex="phone" width={140} />
        <Table.Column<AdminSalesperson> title={f('code')} dataIndex="code" width={120} />
        <Table.Column<AdminSalesperson> title={f('rate')} width={140}
          render={(_, p) => (p.rateBp === null ? t('sales.people.defaultRate', { rate: percent(p.effectiveRateBp) }) : percent(p.rateBp))} />
        <Table.Column<AdminSalesperson> title={f('earned')} width={120} align="right" render={(_, p) => formatFen(p.earnedFen)} />
        <Table.Column<AdminSalesperson> title={f('balance')} width={120} align="right" render={(_, p) => formatFen(p.balanceFen)} />
      </ResourceList>
    </Space>
  )
}
