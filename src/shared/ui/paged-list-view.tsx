// Renders a PagedList<T>: the first load, an error with retry, an empty state, or the items plus the
// load-more footer (已全部加载 at the end).
import type { ReactNode } from 'react'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import type { PagedList } from '@/shared/use-paged-list'
import { Empty } from './empty'
import { LoadMore } from './load-more'
import { PageLoading } from './page-loading'

interface Props<T> {
  list: PagedList<T>
  emptyTitle?: string
  emptyDescription?: string
  /** Shown in the empty state, e.g. "add the first address". */
  emptyAction?: { text: string; onAction: () => void }
  children: (items: T[]) => ReactNode
}

function PagedListViewImpl<T>({ list, emptyTitle, emptyDescription, emptyAction, children }: Props<T>) {
  if (list.initialLoading) return <PageLoading />
  if (list.items.length === 0 && list.status === 'error') {
    return <Empty status='error' title={t('common.remote.error')} actionText={t('common.action.retry')} onAction={() => void list.reload()} />
  }
  if (list.items.length === 0) {
    return <Empty title={emptyTitle} description={emptyDescription} actionText={emptyAction?.text} onAction={emptyAction?.onAction} />
  }
  return (
    <>
      {children(list.items)}
      <LoadMore status={list.status} onLoadMore={list.loadMore} onRetry={list.loadMore} />
    </>
  )
}

export const PagedListView = observer(PagedListViewImpl) as <T>(props: Props<T>) => JSX.Element
