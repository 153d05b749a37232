// List footer (product rules §5, §8; style.md "Lists page through the server … show 已全部加载 at the end").
// The page owns paging; this only shows where the list stands and offers a tap to load or retry.
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import './load-more.scss'

export type LoadMoreStatus = 'loading' | 'more' | 'done' | 'error'

export interface PageCursor {
  /** 1-based page number already loaded. */
  page: number
  size: number
  total: number
}

/** Whether another page exists after `page` (1-based): page*size < total. */
export function hasMore({ page, size, total }: PageCursor): boolean {
  return page * size < total
}

/** The footer state for a list: loading wins, then a failed load, then whether pages remain. */
export function loadMoreStatus(cursor: PageCursor & { loading?: boolean; error?: boolean }): LoadMoreStatus {
  if (cursor.loading) return 'loading'
  if (cursor.error) return 'error'
  return hasMore(cursor) ? 'more' : 'done'
}

export interface LoadMoreProps {
  status: LoadMoreStatus
  /** Tapping "load more" (useful where there is no scroll to the bottom, e.g. a short desktop list). */
  onLoadMore?: () => void
  /** Tapping the error text. */
  onRetry?: () => void
  className?: string
}

function LoadMoreImpl({ status, onLoadMore, onRetry, className }: LoadMoreProps) {
  const onClick = status === 'error' ? onRetry : status === 'more' ? onLoadMore : undefined
  return (
    <View className={`fe-load-more fe-load-more--${status} ${className ?? ''}`} data-testid='load-more'
      data-status={status} role={onClick ? 'button' : undefined} onClick={onClick}>
      {status === 'loading' && <Loading className='fe-load-more__spinner' type='spinner' />}
      <Text className='fe-load-more__text'>{t(`common.loadMore.${status}`)}</Text>
    </View>
  )
}

export const LoadMore = observer(LoadMoreImpl)
