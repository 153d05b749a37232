// A server-paged list (api-conventions.md: page, size → {list, total, page, size}) with the footer states of
// load-more: loading, more, done (已全部加载), error. reload() starts again from page 1.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Paged } from '@contract/envelope'
import { loadMoreStatus, type LoadMoreStatus } from './ui/load-more'

export const DEFAULT_PAGE_SIZE = 10

export interface PagedList<T> {
  items: T[]
  total: number
  /** True until the first page has answered (for a whole-page loading state). */
  initialLoading: boolean
  status: LoadMoreStatus
  loadMore: () => void
  reload: () => Promise<void>
}

/**
 * `initial`: page 1 as the page was served with it (H5 first screen), shown at once instead of asked for; the next
 * change of `deps` (or reload) asks the server as usual.
 */
export function usePagedList<T>(fetchPage: (page: number, size: number) => Promise<Paged<T>>, deps: unknown[] = [],
  size = DEFAULT_PAGE_SIZE, initial?: Paged<T>): PagedList<T> {
  const served = initial?.page === 1 && initial.size === size ? initial : undefined
  const [items, setItems] = useState<T[]>(served?.list ?? [])
  const [cursor, setCursor] = useState({ page: served ? 1 : 0, size, total: served?.total ?? 0 })
  const [loading, setLoading] = useState(!served)
  const [error, setError] = useState(false)
  const [loadedOnce, setLoadedOnce] = useState(Boolean(served))
  const skipFirstLoad = useRef(Boolean(served))
  const generation = useRef(0)
  const busy = useRef(false)

  const fetchInto = useCallback(async (page: number, replace: boolean) => {
    const mine = replace ? ++generation.current : generation.current
    busy.current = true
    setLoading(true)
    setError(false)
    try {
      const result = await fetchPage(page, size)
      if (mine !== generation.current) return
      setItems((prev) => (replace ? result.list : [...prev, ...result.list]))
      setCursor({ page: result.page, size: result.size, total: result.total })
    } catch {
      if (mine === generation.current) setError(true)
    } finally {
      if (mine === generation.current) {
        busy.current = false
        setLoading(false)
        setLoadedOnce(true)
      }
    }
    // The caller names what the load depends on (deps); the loader itself is a new closure every render.
  }, [...deps, size])

  const reload = useCallback(() => fetchInto(1, true), [fetchInto])
  useEffect(() => {
    if (skipFirstLoad.current) skipFirstLoad.current = false
    else void reload()
  }, [reload])

  const status = loadMoreStatus({ ...cursor, loading, error })
  const loadMore = () => {
    if (busy.current) return
    if (status === 'more' || status === 'error') void fetchInto(error && cursor.page === 0 ? 1 : cursor.page + 1, cursor.page === 0)
  }
  return { items, total: cursor.total, initialLoading: !loadedOnce && loading, status, loadMore, reload }
}
