// What the lists of banners, notices and news share: the keyword and state filters, the state column, the row's
// show and edit buttons, and the filters refine sends (each under its field name, as the list endpoints read them).
import { EditButton, ShowButton } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Form, Input, Select, Space, Table } from 'antd'
import type { PublicationState } from '@contract/content/shapes'
import { PublicationStateTag, publicationStateOptions } from '../PublicationStateTag'
import { useT } from '../../../providers/i18n-provider'

/** Every filter field of the form as an `eq` filter (an empty one clears it). */
export function toFilters(values: Record<string, unknown>): CrudFilter[] {
  return Object.entries(values).map(([field, value]) => ({ field, operator: 'eq', value: typeof value === 'string' ? value.trim() : value }))
}

export function KeywordFilter({ placeholder }: { placeholder: string }) {
  return <Form.Item name="keyword"><Input allowClear placeholder={placeholder} style={{ width: 220 }} /></Form.Item>
}

export function StateFilter({ label }: { label: string }) {
  return (
    <Form.Item name="state">
      <Select allowClear placeholder={label} style={{ width: 130 }} options={publicationStateOptions()} />
    </Form.Item>
  )
}

interface Published {
  id: number
  state: PublicationState
  publishAt: string | null
}

export function stateColumn<T extends Published>(title: string) {
  return <Table.Column<T> key="state" dataIndex="state" title={title} width={220} render={(_, row) => <PublicationStateTag state={row.state} publishAt={row.publishAt} />} />
}

export function actionsColumn<T extends Published>() {
  return <Table.Column<T> key="actions" title={<ActionsTitle />} width={100} render={(_, row) => (
    <Space>
      <ShowButton hideText size="small" recordItemId={row.id} />
      <EditButton hideText size="small" recordItemId={row.id} />
    </Space>
  )} />
}

function ActionsTitle() {
  const t = useT()
  return <>{t('table.actions' as never)}</>
}
