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
 * `initial`: page 1 as the page was served with it (H5 first screen), used instead of asking for it; the next change
 * of `deps` (or reload) asks the server as usual. It is drawn a task after the page's first render, as an answer
 * would be, so the list's rendering does not lengthen the app's start-up task (that lengthened the course tab's
 * blocking time).
 */
export function usePagedList<T>(fetchPage: (page: number, size: number) => Promise<Paged<T>>, deps: unknown[] = [],
  size = DEFAULT_PAGE_SIZE, initial?: Paged<T>): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [cursor, setCursor] = useState({ page: 0, size, total: 0 })
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState(false)
  const [loadedOnce, setLoadedOnce] = useState(false)
  const served = useRef(initial?.page === 1 && initial.size === size ? initial : undefined)
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
    const first = served.current
    served.current = undefined
    if (!first) {
      void reload()
      return
    }
    const timer = setTimeout(() => {
      setItems(first.list)
      setCursor({ page: 1, size, total: first.total })
      setLoading(false)
      setLoadedOnce(true)
    }, 0)
    return () => clearTimeout(timer)
  }, [reload])

  const status = loadMoreStatus({ ...cursor, loading, error })
  const loadMore = () => {
    if (busy.current) return
    if (status === 'more' || status === 'error') void fetchInto(error && cursor.page === 0 ? 1 : cursor.page + 1, cursor.page === 0)
  }
  return { items, total: cursor.total, initialLoading: !loadedOnce && loading, status, loadMore, reload }
}
