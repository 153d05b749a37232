import Taro from '@tarojs/taro'
import { applyLocaleToShell, changeLocale } from '@/shared/shell'

const mocked = Taro as jest.Mocked<typeof Taro>

beforeEach(() => { jest.clearAllMocks(); jest.useFakeTimers() })
afterEach(() => { jest.useRealTimers(); changeLocale('zh-Hans') })

describe('tab bar labels in the chosen language', () => {
  it('labels the five tabs', async () => {
    changeLocale('en')
    await Promise.resolve()
    expect(mocked.setTabBarItem.mock.calls.map(([o]: any) => o.text)).toEqual(['Home', 'Courses', 'Coach', 'About', 'Me'])
  })

  it('tries again while the tab bar is not there yet (the call never settles on H5)', async () => {
    mocked.setTabBarItem.mockImplementation((() => new Promise(() => {})) as never)
    applyLocaleToShell()
    expect(mocked.setTabBarItem).toHaveBeenCalledTimes(5)
    mocked.setTabBarItem.mockImplementation((() => Promise.resolve()) as never)
    await jest.advanceTimersByTimeAsync(700)
    expect(mocked.setTabBarItem.mock.calls.length).toBeGreaterThanOrEqual(10)
    const calls = mocked.setTabBarItem.mock.calls.length
    await jest.advanceTimersByTimeAsync(3000)
    expect(mocked.setTabBarItem).toHaveBeenCalledTimes(calls) // settled: no more retries
  })
})
