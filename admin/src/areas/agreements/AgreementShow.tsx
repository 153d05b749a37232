// 协议详情: the current text and every saved version (newest first), each viewable as it was.
import { EditButton, Show, useTable } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Button, Card, Descriptions, Modal, Table, Tag } from 'antd'
import { useState } from 'react'
import type { AdminAgreement, AdminAgreementVersion } from '@contract/catalog/admin-shapes'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { HtmlView } from '../../components/HtmlView'

function Versions({ id }: { id: number }) {
  const t = useT()
  const [open, setOpen] = useState<AdminAgreementVersion | null>(null)
  const { tableProps } = useTable<AdminAgreementVersion>({ resource: 'agreement-versions', meta: { params: { id } }, syncWithLocation: false })
  return (
    <Card size="small" title={t('agreements.versions.title')}>
      <Table {...tableProps} rowKey="id" size="small">
        <Table.Column<AdminAgreementVersion> dataIndex="version" title={t('agreements.fields.version')} width={100}
          render={(version: number) => t('agreements.versionLabel', { version })} />
        <Table.Column<AdminAgreementVersion> dataIndex="title" title={t('agreements.fields.title')} />
        <Table.Column<AdminAgreementVersion> dataIndex="editedByName" title={t('agreements.versions.editor')} width={160}
          render={(_, v) => (v.editedBy === null ? <Tag>{t('agreements.versions.system')}</Tag> : `${v.editedByName || '—'}（#${v.editedBy}）`)} />
        <Table.Column<AdminAgreementVersion> dataIndex="createdAt" title={t('agreements.versions.createdAt')} width={170} render={formatDateTime} />
        <Table.Column<AdminAgreementVersion> width={110}
          render={(_, v) => <Button size="small" onClick={() => setOpen(v)}>{t('agreements.versions.view')}</Button>} />
      </Table>
      <Modal open={open !== null} onCancel={() => setOpen(null)} footer={null} width={800}
        title={open ? `${open.title} · ${t('agreements.versionLabel', { version: open.version })}` : ''}>
        {open && <HtmlView html={open.content} maxHeight={560} />}
      </Modal>
    </Card>
  )
}

export function AgreementShow() {
  const t = useT()
  const { query } = useShow<AdminAgreement>({ resource: 'agreements' })
  const agreement = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('agreements.detailTitle')} canDelete={false}
      headerButtons={agreement ? <EditButton recordItemId={agreement.id} /> : undefined}>
      {agreement && (
        <>
          <Descriptions bordered column={3} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('agreements.fields.title')} span={2}>{agreement.title}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.kind')}>{t(`agreements.kinds.${agreement.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.version')}>{t('agreements.versionLabel', { version: agreement.version })}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.slug')}>{agreement.slug}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.updatedAt')}>{formatDateTime(agreement.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('agreements.fields.content')} style={{ marginBottom: 16 }}><HtmlView html={agreement.content} maxHeight={480} /></Card>
          <Versions id={agreement.id} />
        </>
      )}
    </Show>
  )
}
