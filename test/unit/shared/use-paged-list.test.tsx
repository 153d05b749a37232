// usePagedList with a served first page (the H5 course tab's first screen): shown a task later without asking, the
// next page asked for after it, and a change of what the list depends on asks the server as usual.
import { act, renderHook, waitFor } from '@testing-library/react'
import type { Paged } from '@contract/envelope'
import { usePagedList } from '@/shared/use-paged-list'

const page = (n: number, size = 10, total = 25): Paged<number> =>
  ({ list: Array.from({ length: Math.min(size, total - (n - 1) * size) }, (_, i) => (n - 1) * size + i), total, page: n, size })

it('shows a served first page without asking, then asks for page 2', async () => {
  const fetchPage = jest.fn(async (n: number, size: number) => page(n, size))
  const { result } = renderHook(() => usePagedList(fetchPage, [], 10, page(1)))
  await waitFor(() => expect(result.current.items).toHaveLength(10)) // a task after the first render
  expect(result.current.initialLoading).toBe(false)
  expect(result.current.status).toBe('more')
  await act(async () => { result.current.loadMore() })
  expect(fetchPage).toHaveBeenCalledTimes(1)
  expect(fetchPage).toHaveBeenCalledWith(2, 10)
  expect(result.current.items).toEqual(Array.from({ length: 20 }, (_, i) => i))
})

it('asks the server when what the list depends on changes, and on reload', async () => {
  const fetchPage = jest.fn(async (n: number, size: number) => page(n, size, 3))
  const { result, rerender } = renderHook(({ kind }) => usePagedList(fetchPage, [kind], 10, page(1, 10, 3)), { initialProps: { kind: 'all' } })
  await waitFor(() => expect(result.current.items).toEqual([0, 1, 2]))
  expect(fetchPage).not.toHaveBeenCalled()
  rerender({ kind: 'course' })
  await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1))
  await act(() => result.current.reload())
  expect(fetchPage).toHaveBeenCalledTimes(2)
})

it('ignores a served page of another size, and asks', async () => {
  const fetchPage = jest.fn(async (n: number, size: number) => page(n, size))
  const { result } = renderHook(() => usePagedList(fetchPage, [], 10, page(1, 20)))
  expect(result.current.initialLoading).toBe(true)
  await waitFor(() => expect(result.current.items).toHaveLength(10))
  expect(fetchPage).toHaveBeenCalledWith(1, 10)
})
