// 协议管理: the user agreement, the privacy policy and the goods agreements, filtered by kind; CSV export.
import { CreateButton, EditButton, ShowButton } from '@refinedev/antd'
import { Form, Select, Table, Tag } from 'antd'
import { AGREEMENT_KINDS, type AdminAgreementSummary } from '@contract/catalog/admin-shapes'
import { formatDateTime } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'

export function AgreementList() {
  const t = useT()
  const kindText = (kind: AdminAgreementSummary['kind']) => t(`agreements.kinds.${kind}`)
  return (
    <ResourceList<AdminAgreementSummary>
      resource="agreements"
      title={t('agreements.title')}
      csvRow={(a) => ({
        [t('agreements.fields.id')]: a.id,
        [t('agreements.fields.kind')]: kindText(a.kind),
        [t('agreements.fields.title')]: a.title,
        [t('agreements.fields.version')]: a.version,
        [t('agreements.fields.updatedAt')]: formatDateTime(a.updatedAt)
      })}
      actions={<CreateButton resource="agreements">{t('agreements.createTitle')}</CreateButton>}
      filterFields={
        <Form.Item name="kind">
          <Select allowClear placeholder={t('agreements.fields.kind')} style={{ width: 160 }}
            options={AGREEMENT_KINDS.map((k) => ({ value: k, label: kindText(k) }))} />
        </Form.Item>
      }
      rowActions={(a) => (
        <>
          <ShowButton hideText size="small" recordItemId={a.id} />
          <EditButton hideText size="small" recordItemId={a.id} />
        </>
      )}
    >
      <Table.Column<AdminAgreementSummary> dataIndex="id" title={t('agreements.fields.id')} width={70} />
      <Table.Column<AdminAgreementSummary> dataIndex="kind" title={t('agreements.fields.kind')} width={120}
        render={(kind: AdminAgreementSummary['kind']) => <Tag color={kind === 'goods' ? 'blue' : 'green'}>{kindText(kind)}</Tag>} />
      <Table.Column<AdminAgreementSummary> dataIndex="title" title={t('agreements.fields.title')} />
      <Table.Column<AdminAgreementSummary> dataIndex="version" title={t('agreements.fields.version')} width={100}
        render={(version: number) => t('agreements.versionLabel', { version })} />
      <Table.Column<AdminAgreementSummary> dataIndex="updatedAt" title={t('agreements.fields.updatedAt')} width={170} render={formatDateTime} />
    </ResourceList>
  )
}
