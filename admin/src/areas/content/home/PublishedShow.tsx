// The page of one banner, notice or news article: its facts and preview (given by the caller) under a header with
// publish / schedule / unpublish and edit.
import { EditButton, Show } from '@refinedev/antd'
import { useShow, type BaseRecord } from '@refinedev/core'
import { Space } from 'antd'
import type { ComponentProps, ReactNode } from 'react'
import type { PublicationState } from '@contract/content/shapes'
import { PublishActions } from '../PublishActions'

type Actions = ComponentProps<typeof PublishActions>

interface Props<T> {
  resource: string
  title: string
  publish: Actions['publish']
  unpublish: Actions['unpublish']
  children: (record: T) => ReactNode
}

export function PublishedShow<T extends BaseRecord & { id: number; state: PublicationState }>({ resource, title, publish, unpublish, children }: Props<T>) {
  const { query } = useShow<T>({ resource })
  const record = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={title} canDelete={false}
      headerButtons={record ? (
        <>
          <PublishActions id={record.id} state={record.state} resource={resource} publish={publish} unpublish={unpublish}
            onChanged={() => void query.refetch()} />
          <EditButton recordItemId={record.id} />
        </>
      ) : undefined}>
      {record && <Space direction="vertical" size={16} style={{ width: '100%' }}>{children(record)}</Space>}
    </Show>
  )
}
