import { fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '@/shared/i18n'
import { LoadMore, hasMore, loadMoreStatus } from '@/shared/ui/load-more'

beforeEach(() => i18n.setLocale('zh-Hans'))
afterAll(() => i18n.setLocale('zh-Hans'))

describe('hasMore', () => {
  it('is true while page*size < total', () => {
    expect(hasMore({ page: 1, size: 10, total: 11 })).toBe(true)
    expect(hasMore({ page: 2, size: 10, total: 21 })).toBe(true)
  })

  it('is false on the last page or an empty list', () => {
    expect(hasMore({ page: 1, size: 10, total: 10 })).toBe(false)
    expect(hasMore({ page: 3, size: 10, total: 21 })).toBe(false)
    expect(hasMore({ page: 1, size: 10, total: 0 })).toBe(false)
  })
})

describe('loadMoreStatus', () => {
  it('puts loading first, then error, then whether pages remain', () => {
    expect(loadMoreStatus({ page: 1, size: 10, total: 50, loading: true, error: true })).toBe('loading')
    expect(loadMoreStatus({ page: 1, size: 10, total: 50, error: true })).toBe('error')
    expect(loadMoreStatus({ page: 1, size: 10, total: 50 })).toBe('more')
    expect(loadMoreStatus({ page: 5, size: 10, total: 50 })).toBe('done')
  })
})

describe('LoadMore', () => {
  it('shows 已全部加载 when done', () => {
    render(<LoadMore status='done' />)
    expect(screen.getByText('已全部加载')).toBeTruthy()
    expect(screen.getByTestId('load-more').getAttribute('data-status')).toBe('done')
  })

  it('shows a spinner and 加载中... while loading', () => {
    const { container } = render(<LoadMore status='loading' />)
    expect(screen.getByText('加载中...')).toBeTruthy()
    expect(container.querySelector('.nut-loading')).not.toBeNull()
  })

  it('retries when the error text is tapped', () => {
    const onRetry = jest.fn()
    render(<LoadMore status='error' onRetry={onRetry} />)
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('loads the next page when "more" is tapped, and does nothing when done', () => {
    const onLoadMore = jest.fn()
    const { rerender } = render(<LoadMore status='more' onLoadMore={onLoadMore} />)
    fireEvent.click(screen.getByText('上拉加载更多'))
    rerender(<LoadMore status='done' onLoadMore={onLoadMore} />)
    fireEvent.click(screen.getByText('已全部加载'))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('speaks the user language', () => {
    i18n.setLocale('en')
    render(<LoadMore status='done' />)
    expect(screen.getByText('All loaded')).toBeTruthy()
  })
})
