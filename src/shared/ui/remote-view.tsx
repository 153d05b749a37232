// Renders a Remote<T>: the page's loading state, an error state with retry, an empty state, or the content.
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import type { Remote } from '@/shared/use-remote'
import { Empty } from './empty'
import { PageLoading } from './page-loading'

interface Props<T> {
  remote: Remote<T>
  /** Treat the answer as empty (default: null or undefined). */
  isEmpty?: (data: T) => boolean
  emptyTitle?: string
  /** What shows while the first answer is awaited (a skeleton of the page); the page's spinner by default. */
  placeholder?: ReactNode
  children: (data: NonNullable<T>) => ReactNode
}

function RemoteViewImpl<T>({ remote, isEmpty, emptyTitle, placeholder, children }: Props<T>) {
  if (remote.loading && remote.data === undefined) return <>{placeholder ?? <PageLoading />}</>
  if (remote.error && remote.data === undefined) {
    return <Empty status='error' title={t('common.remote.error')} actionText={t('common.action.retry')} onAction={remote.reload} />
  }
  const data = remote.data
  if (data === undefined || data === null || isEmpty?.(data)) return <Empty title={emptyTitle} />
  return <>{children(data as NonNullable<T>)}</>
}

export const RemoteView = observer(RemoteViewImpl) as <T>(props: Props<T>) => JSX.Element
