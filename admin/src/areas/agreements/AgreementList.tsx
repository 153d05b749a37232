// 协议管理: the user agreement, the privacy policy and the goods agreements, filtered by kind; CSV export.
import { CreateButton, EditButton, List, ShowButton, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Form, Select, Space, Table, Tag } from 'antd'
import { AGREEMENT_KINDS, type AdminAgreementSummary } from '@contract/admin-catalog'
import { CsvExportButton } from '../../components/CsvExportButton'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { ListFilters } from '../../components/ListFilters'

export function AgreementList() {
  const t = useT()
  const { tableProps, searchFormProps, filters } = useTable<AdminAgreementSummary>({
    resource: 'agreements',
    syncWithLocation: true,
    onSearch: (values): CrudFilter[] => [{ field: 'kind', operator: 'eq', value: (values as { kind?: string }).kind }]
  })
  const kindText = (kind: AdminAgreementSummary['kind']) => t(`agreements.kinds.${kind}`)
  return (
    <List
      title={t('agreements.title')}
      headerButtons={
        <>
          <CsvExportButton<AdminAgreementSummary>
            resource="agreements"
            filters={filters}
            mapData={(a) => ({
              [t('agreements.fields.id')]: a.id,
              [t('agreements.fields.kind')]: kindText(a.kind),
              [t('agreements.fields.title')]: a.title,
              [t('agreements.fields.version')]: a.version,
              [t('agreements.fields.updatedAt')]: formatDateTime(a.updatedAt)
            })}
          />
          <CreateButton resource="agreements">{t('agreements.createTitle')}</CreateButton>
        </>
      }
    >
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="kind">
          <Select allowClear placeholder={t('agreements.fields.kind')} style={{ width: 160 }}
            options={AGREEMENT_KINDS.map((k) => ({ value: k, label: kindText(k) }))} />
        </Form.Item>
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminAgreementSummary> dataIndex="id" title={t('agreements.fields.id')} width={70} />
        <Table.Column<AdminAgreementSummary> dataIndex="kind" title={t('agreements.fields.kind')} width={120}
          render={(kind: AdminAgreementSummary['kind']) => <Tag color={kind === 'goods' ? 'blue' : 'green'}>{kindText(kind)}</Tag>} />
        <Table.Column<AdminAgreementSummary> dataIndex="title" title={t('agreements.fields.title')} />
        <Table.Column<AdminAgreementSummary> dataIndex="version" title={t('agreements.fields.version')} width={100}
          render={(version: number) => t('agreements.versionLabel', { version })} />
        <Table.Column<AdminAgreementSummary> dataIndex="updatedAt" title={t('agreements.fields.updatedAt')} width={170} render={formatDateTime} />
        <Table.Column<AdminAgreementSummary> title={t('table.actions' as never)} width={100}
          render={(_, a) => (
            <Space>
              <ShowButton hideText size="small" recordItemId={a.id} />
              <EditButton hideText size="small" recordItemId={a.id} />
            </Space>
          )} />
      </Table>
    </List>
  )
}
