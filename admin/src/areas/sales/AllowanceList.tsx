// 优惠券额度: which coupon templates each salesperson may issue and how many; allowing the same pair again changes
// the quota (never below what was issued).
import { useState } from 'react'
import { Button, Form, Input, InputNumber, Modal, Select, Table } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { AdminAllowance, AllowanceInput } from '@contract/sales/admin-shapes'
import { listSalespeople, setAllowance } from '@contract/sales/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

function AllowanceModal({ open, initial, onClose }: { open: boolean; initial?: AllowanceInput; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<AllowanceInput>()
  const people = useApiQuery(listSalespeople, { query: { size: 50 } }, { enabled: open })
  const save = useApiAction(setAllowance, { invalidate: ['sales-allowances'] })
  return (
    <Modal open={open} title={t('sales.allowances.add')} destroyOnHidden confirmLoading={save.isPending} onCancel={onClose}
      onOk={() => form.validateFields().then((body) => save.mutate({ body }, { onSuccess: onClose }))}>
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="salespersonId" label={t('sales.allowances.salespersonId')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label"
            options={(people.data?.list ?? []).map((p) => ({ value: p.userId, label: `${p.name || '—'}（${p.phone}）` }))} />
        </Form.Item>
        <Form.Item name="templateId" label={t('sales.allowances.templateId')} rules={[{ required: true }]}>
          <InputNumber min={1} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="quota" label={t('sales.allowances.fields.quota')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100000} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function AllowanceList() {
  const t = useT()
  const f = (key: string) => t(`sales.allowances.fields.${key}` as never)
  const [editing, setEditing] = useState<{ initial?: AllowanceInput } | null>(null)
  return (
    <ResourceList<AdminAllowance> resource="sales-allowances" title={t('sales.allowances.title')} rowActionsWidth={90}
      filterFields={<Form.Item name="keyword"><Input allowClear placeholder={t('sales.allowances.keyword')} style={{ width: 180 }} /></Form.Item>}
      actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>{t('sales.allowances.add')}</Button>}
      csvRow={(a) => ({ [f('salesperson')]: a.salesperson, [f('coupon')]: a.title, [f('quota')]: a.quota, [f('issued')]: a.issued })}
      rowActions={(a) => (
        <Button size="small" onClick={() => setEditing({ initial: { salespersonId: a.salespersonId, templateId: a.templateId, quota: a.quota } })}>
          {f('quota')}
        </Button>
      )}
      below={<AllowanceModal open={editing !== null} initial={editing?.initial} onClose={() => setEditing(null)} />}
    >
      <Table.Column<AdminAllowance> title={f('salesperson')} dataIndex="salesperson" />
      <Table.Column<AdminAllowance> title={f('coupon')} render={(_, a) => `${a.title}（#${a.templateId}）`} />
      <Table.Column<AdminAllowance> title={f('quota')} dataIndex="quota" width={100} align="right" />
      <Table.Column<AdminAllowance> title={f('issued')} dataIndex="issued" width={100} align="right" />
    </ResourceList>
  )
}
