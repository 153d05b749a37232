// 问题分类: the categories by sort (the order of the app's tabs) with their FAQ counts; add and edit in a modal,
// delete while empty (the server refuses otherwise with a sentence saying what to do).
import { DeleteButton, List, useModalForm, useTable } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { Button, Form, Input, InputNumber, Modal, Space, Table, Tooltip } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminFaqCategory, AdminFaqCategoryInput } from '@contract/content/shapes'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { formNotifications, settledSubmit } from '../../components/form-notifications'

function CategoryForm({ formProps }: { formProps: object }) {
  const t = useT()
  return (
    <Form {...settledSubmit(formProps)} layout="vertical">
      <Form.Item name="name" label={t('content.categories.fields.name')} rules={[{ required: true }, { max: 20 }]}>
        <Input maxLength={20} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('content.categories.fields.sort')} extra={t('content.categories.sortHint')} initialValue={0}>
        <InputNumber />
      </Form.Item>
    </Form>
  )
}

export function FaqCategoryList() {
  const t = useT()
  const f = (key: string) => t(`content.categories.fields.${key}` as never)
  const { tableProps } = useTable<AdminFaqCategory>({ resource: 'faq-categories', syncWithLocation: true })
  const create = useModalForm<AdminFaqCategory, never, AdminFaqCategoryInput>({ ...formNotifications, resource: 'faq-categories', action: 'create', syncWithLocation: false })
  const edit = useModalForm<AdminFaqCategory, never, AdminFaqCategoryInput>({ ...formNotifications, resource: 'faq-categories', action: 'edit', syncWithLocation: false })
  return (
    <List title={t('content.categories.title')}
      headerButtons={<Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>{t('content.categories.add')}</Button>}>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminFaqCategory> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminFaqCategory> dataIndex="name" title={f('name')} />
        <Table.Column<AdminFaqCategory> dataIndex="sort" title={f('sort')} width={80} align="right" />
        <Table.Column<AdminFaqCategory> dataIndex="itemCount" title={f('itemCount')} width={90} align="right" />
        <Table.Column<AdminFaqCategory> dataIndex="createdAt" title={f('createdAt')} width={170} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminFaqCategory> title={t('table.actions' as never)} width={110} render={(_, c) => (
          <Space>
            <Button size="small" icon={<EditOutlined />} aria-label={t('content.categories.editTitle')} onClick={() => edit.show(c.id)} />
            <Tooltip title={c.itemCount > 0 ? t('content.categories.deleteBlocked') : undefined}>
              <span>
                <DeleteButton hideText size="small" resource="faq-categories" recordItemId={c.id} disabled={c.itemCount > 0}
                  confirmTitle={t('content.categories.deleteConfirm')} successNotification={formNotifications.successNotification}
                  errorNotification={(error) => formNotifications.errorNotification(error as HttpError)} />
              </span>
            </Tooltip>
          </Space>
        )} />
      </Table>
      <Modal {...create.modalProps} title={t('content.categories.createTitle')}><CategoryForm formProps={create.formProps} /></Modal>
      <Modal {...edit.modalProps} title={t('content.categories.editTitle')}><CategoryForm formProps={edit.formProps} /></Modal>
    </List>
  )
}
