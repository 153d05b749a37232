import { createPageLoadTracker, PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@/shared/platform/page-loader'

function setup() {
  const view = { showLoading: jest.fn(), showError: jest.fn(), hide: jest.fn() }
  return { view, tracker: createPageLoadTracker(view) }
}
const deferred = () => {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('lazy page placeholders (product rules §2, §9)', () => {
  it('uses the spec delays: 200 ms before the loading placeholder, 60000 ms before the error one', () => {
    expect([PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS]).toEqual([200, 60000])
  })

  it('shows nothing for a page that arrives within 200 ms', async () => {
    const { view, tracker } = setup()
    const load = deferred()
    tracker.track(load.promise)
    jest.advanceTimersByTime(150)
    load.resolve()
    await Promise.resolve(); await Promise.resolve()
    jest.advanceTimersByTime(1000)
    expect(view.showLoading).not.toHaveBeenCalled()
    expect(view.hide).toHaveBeenCalled()
  })

  it('shows the loading placeholder after 200 ms and hides it when the page arrives', async () => {
    const { view, tracker } = setup()
    const load = deferred()
    tracker.track(load.promise)
    jest.advanceTimersByTime(199)
    expect(view.showLoading).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(view.showLoading).toHaveBeenCalledTimes(1)
    load.resolve()
    await Promise.resolve(); await Promise.resolve()
    expect(view.hide).toHaveBeenCalled()
  })

  it('turns into the error placeholder after 60000 ms without an answer', () => {
    const { view, tracker } = setup()
    tracker.track(new Promise(() => {}))
    jest.advanceTimersByTime(59999)
    expect(view.showError).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(view.showError).toHaveBeenCalledTimes(1)
  })

  it('shows the error placeholder at once when the page fails to load', async () => {
    const { view, tracker } = setup()
    const load = deferred()
    tracker.track(load.promise).catch(() => {})
    load.reject(new Error('ChunkLoadError'))
    await Promise.resolve(); await Promise.resolve()
    expect(view.showError).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(60000)
    expect(view.showLoading).not.toHaveBeenCalled()
  })
})
