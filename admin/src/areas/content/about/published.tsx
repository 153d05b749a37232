// What the console's screens of teachers, partners and stories share: the list (keyword and state filters, paging
// synced with the address), its state/order/updated/actions columns, and the detail frame with 立即发布 / 定时发布 /
// 下线 and 编辑 above the item's facts and its preview.
import { EditButton, ShowButton, Show, useTable } from '@refinedev/antd'
import type { BaseRecord, CrudFilter } from '@refinedev/core'
import { Form, Input, Select, Space, Table } from 'antd'
import type { ReactNode } from 'react'
import type { PublicationState, PublishInput } from '@contract/content/shapes'
import type { Endpoint } from '@contract/define'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'
import { PublicationStateTag, publicationStateOptions } from '../PublicationStateTag'
import { PublishActions } from '../PublishActions'

interface FilterForm { keyword?: string; state?: string }
export interface PublishedRecord extends BaseRecord { id: number; state: PublicationState; publishAt: string | null; sort: number; updatedAt: string }

const toFilters = (values: FilterForm): CrudFilter[] => [
  { field: 'keyword', operator: 'eq', value: values.keyword?.trim() },
  { field: 'state', operator: 'eq', value: values.state }
]

/** The table of a published kind, with its filter bar (keyword, state). */
export function usePublishedTable<T extends PublishedRecord>(resource: string) {
  return useTable<T>({ resource, syncWithLocation: true, onSearch: (values) => toFilters(values as FilterForm) })
}

export function PublishedFilters({ searchFormProps, keywordPlaceholder }: { searchFormProps: object; keywordPlaceholder: string }) {
  const t = useT()
  return (
    <ListFilters searchFormProps={searchFormProps}>
      <Form.Item name="keyword"><Input allowClear placeholder={keywordPlaceholder} style={{ width: 220 }} /></Form.Item>
      <Form.Item name="state">
        <Select allowClear placeholder={t('contentAbout.stateFilter')} style={{ width: 130 }} options={publicationStateOptions()} />
      </Form.Item>
    </ListFilters>
  )
}

/** The columns every published kind ends with: state, order, last change, open and edit (`label` names a field). */
export function publishedColumns<T extends PublishedRecord>(label: (key: string) => string, actionsTitle: string) {
  return [
    <Table.Column<T> key="state" dataIndex="state" title={label('state')} width={220}
      render={(_, r) => <PublicationStateTag state={r.state} publishAt={r.publishAt} />} />,
    <Table.Column<T> key="sort" dataIndex="sort" title={label('sort')} width={70} align="right" />,
    <Table.Column<T> key="updatedAt" dataIndex="updatedAt" title={label('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />,
    <Table.Column<T> key="actions" title={actionsTitle} width={100} render={(_, r) => (
      <Space>
        <ShowButton hideText size="small" recordItemId={r.id} />
        <EditButton hideText size="small" recordItemId={r.id} />
      </Space>
    )} />
  ]
}

type PublishEndpoint = Endpoint<`${string}/:id/publish`, { body: PublishInput; response: unknown }>

interface FrameProps {
  resource: string
  title: string
  record: PublishedRecord | undefined
  loading: boolean
  publish: PublishEndpoint
  unpublish: Endpoint<`${string}/:id/unpublish`>
  onChanged: () => void
  children: ReactNode
}

/** The detail page of a published kind: publishing and editing above its content. */
export function PublishedShowFrame({ resource, title, record, loading, publish, unpublish, onChanged, children }: FrameProps) {
  return (
    <Show isLoading={loading} title={title} canDelete={false} headerButtons={record ? (
      <>
        <PublishActions id={record.id} state={record.state} resource={resource} publish={publish} unpublish={unpublish} onChanged={onChanged} />
        <EditButton recordItemId={record.id} />
      </>
    ) : undefined}>
      {record && <Space direction="vertical" size={16} style={{ width: '100%' }}>{children}</Space>}
    </Show>
  )
}
