// 动作库发布: the company's and trainers' move libraries; create and edit a company library (its moves picked by
// name) in a modal; publish and unpublish, each once (the server refuses a repeat).
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import { Button, Form, Input, Modal, Space, Switch, Table, Tag } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { AdminLibrary, AdminLibraryInput } from '@contract/training/admin-shapes'
import { createAdminLibrary, setAdminLibraryPublished, updateAdminLibrary } from '@contract/training/admin-endpoints'
import type { ApiError } from '../../api/client'
import { useApiAction } from '../../api/hooks'
import { showFieldErrors } from '../../components/form-errors'
import { useT } from '../../providers/i18n-provider'
import { MoveSelect } from './MoveSelect'

type Editing = { library: AdminLibrary | null } | null

function LibraryModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const t = useT()
  const f = (key: string) => t(`training.libraries.fields.${key}` as never)
  const [form] = Form.useForm<AdminLibraryInput>()
  const create = useApiAction(createAdminLibrary, { invalidate: ['training-libraries'] })
  const update = useApiAction(updateAdminLibrary, { invalidate: ['training-libraries'] })
  const library = editing?.library ?? null
  const save = async (values: AdminLibraryInput) => {
    const body = { ...values, intro: values.intro ?? '', moveIds: values.moveIds ?? [] }
    try {
      if (library) await update.mutateAsync({ params: { id: library.id }, body })
      else await create.mutateAsync({ body })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  return (
    <Modal open={editing !== null} title={t(library ? 'training.libraries.editTitle' : 'training.libraries.createTitle')} width={640}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={create.isPending || update.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} onFinish={save}
        initialValues={library ? { name: library.name, intro: library.intro, published: library.published, moveIds: library.moveIds } : { published: false, moveIds: [] }}>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true }]}><Input maxLength={30} /></Form.Item>
        <Form.Item name="intro" label={f('intro')}><Input.TextArea rows={3} maxLength={300} /></Form.Item>
        <Form.Item name="moveIds" label={f('moves')}><MoveSelect placeholder={t('training.libraries.movesHint')} /></Form.Item>
        <Form.Item name="published" label={t('training.libraries.published')} valuePropName="checked"><Switch /></Form.Item>
      </Form>
    </Modal>
  )
}

export function LibraryList() {
  const t = useT()
  const f = (key: string) => t(`training.libraries.fields.${key}` as never)
  const [editing, setEditing] = useState<Editing>(null)
  const publish = useApiAction(setAdminLibraryPublished, { invalidate: ['training-libraries'] })
  const { tableProps } = useTable<AdminLibrary>({ resource: 'training-libraries', syncWithLocation: true })
  return (
    <List title={t('training.libraries.title')}
      headerButtons={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ library: null })}>{t('training.libraries.add')}</Button>}>
      <Table<AdminLibrary> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminLibrary> dataIndex="name" title={f('name')} />
        <Table.Column<AdminLibrary> dataIndex="ownerId" title={f('owner')} width={120}
          render={(id: number | null) => (id === null ? t('training.libraries.company') : t('training.libraries.trainer', { id }))} />
        <Table.Column<AdminLibrary> dataIndex="moveIds" title={f('moves')} width={80} align="right" render={(ids: number[]) => ids.length} />
        <Table.Column<AdminLibrary> dataIndex="subscriberCount" title={f('subscribers')} width={100} align="right" />
        <Table.Column<AdminLibrary> dataIndex="published" title={f('status')} width={100}
          render={(on: boolean) => <Tag color={on ? 'green' : undefined}>{t(on ? 'training.libraries.published' : 'training.libraries.draft')}</Tag>} />
        <Table.Column<AdminLibrary> key="actions" title={t('table.actions' as never)} width={130} render={(_, library) => (
          <Space>
            <Button size="small" icon={<EditOutlined />} aria-label={t('training.libraries.editTitle')} onClick={() => setEditing({ library })} />
            <Button size="small" loading={publish.isPending} onClick={() => publish.mutate({ params: { id: library.id }, body: { published: !library.published } })}>
              {t(library.published ? 'training.libraries.unpublish' : 'training.libraries.publish')}
            </Button>
          </Space>
        )} />
      </Table>
      <LibraryModal editing={editing} onClose={() => setEditing(null)} />
    </List>
  )
}
