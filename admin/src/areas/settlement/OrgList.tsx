// 结算机构: EP and education organisations (kind, members, classes, the share today); add and edit in a modal, one
// opens its members, classes and shares.
import { useState } from 'react'
import { List, ShowButton, useTable } from '@refinedev/antd'
import { Button, Form, Input, Modal, Select, Space, Table } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminOrg, OrgInput } from '@contract/settlement/admin-shapes'
import { ORG_KINDS } from '@contract/settlement/constants'
import { createAdminOrg, updateAdminOrg } from '@contract/settlement/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { showFieldErrors } from '../../components/form-errors'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { percentText } from './percent'

type Editing = { org: AdminOrg | null } | null

function OrgModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<OrgInput>()
  const create = useApiAction(createAdminOrg, { invalidate: ['settlement-orgs'] })
  const update = useApiAction(updateAdminOrg, { invalidate: ['settlement-orgs'] })
  const org = editing?.org
  const save = async (values: OrgInput) => {
    const body = { ...values, contact: values.contact ?? '' }
    try {
      if (org) await update.mutateAsync({ params: { id: org.id }, body })
      else await create.mutateAsync({ body })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  return (
    <Modal open={editing !== null} title={t(org ? 'settlement.orgs.editTitle' : 'settlement.orgs.createTitle')} destroyOnHidden
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={create.isPending || update.isPending}>
      <Form form={form} layout="vertical" preserve={false} onFinish={save} initialValues={org ?? { kind: 'ep', contact: '' }}>
        <Form.Item name="name" label={t('settlement.orgs.fields.name')} rules={[{ required: true, whitespace: true }]}><Input maxLength={60} /></Form.Item>
        <Form.Item name="kind" label={t('settlement.orgs.fields.kind')} rules={[{ required: true }]}>
          <Select options={ORG_KINDS.map((k) => ({ value: k, label: t(`settlement.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="contact" label={t('settlement.orgs.fields.contact')}><Input maxLength={100} /></Form.Item>
      </Form>
    </Modal>
  )
}

export function OrgList() {
  const t = useT()
  const f = (key: keyof AdminOrg | 'share') => t(`settlement.orgs.fields.${key}` as never)
  const [editing, setEditing] = useState<Editing>(null)
  const { tableProps, searchFormProps } = useTable<AdminOrg>({
    resource: 'settlement-orgs', syncWithLocation: true, onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  return (
    <List title={t('settlement.orgs.title')}
      headerButtons={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ org: null })}>{t('settlement.orgs.add')}</Button>}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('settlement.orgs.keyword')} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="kind">
          <Select allowClear placeholder={f('kind')} style={{ width: 160 }} options={ORG_KINDS.map((k) => ({ value: k, label: t(`settlement.kinds.${k}`) }))} />
        </Form.Item>
      </ListFilters>
      <Table<AdminOrg> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminOrg> dataIndex="name" title={f('name')} />
        <Table.Column<AdminOrg> dataIndex="kind" title={f('kind')} width={130} render={(k: AdminOrg['kind']) => t(`settlement.kinds.${k}`)} />
        <Table.Column<AdminOrg> dataIndex="contact" title={f('contact')} render={(v: string) => v || '—'} />
        <Table.Column<AdminOrg> dataIndex="members" title={f('members')} width={80} align="right" />
        <Table.Column<AdminOrg> dataIndex="classes" title={f('classes')} width={80} align="right" />
        <Table.Column<AdminOrg> dataIndex="shareBp" title={f('share')} width={100} align="right"
          render={(bp: number | null) => (bp === null ? t('settlement.orgs.noShare') : percentText(bp))} />
        <Table.Column<AdminOrg> dataIndex="createdAt" title={f('createdAt')} width={160} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminOrg> key="actions" title={t('table.actions' as never)} width={110} render={(_, org) => (
          <Space>
            <ShowButton hideText size="small" recordItemId={org.id} />
            <Button size="small" icon={<EditOutlined />} aria-label={t('settlement.orgs.editTitle')} onClick={() => setEditing({ org })} />
          </Space>
        )} />
      </Table>
      <OrgModal editing={editing} onClose={() => setEditing(null)} />
    </List>
  )
}
