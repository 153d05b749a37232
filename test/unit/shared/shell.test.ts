import Taro from '@tarojs/taro'
import appConfig from '@/app.config'
import { i18n, t } from '@/shared/i18n'
import { applyLocaleAtLaunch, applyLocaleToShell, changeLocale } from '@/shared/shell'

const mocked = Taro as jest.Mocked<typeof Taro>

// The mini-program's native tab bar; on H5 the app draws its own (tab-bar.test.ts).
beforeEach(() => { jest.clearAllMocks(); jest.useFakeTimers(); process.env.TARO_ENV = 'weapp' })
afterEach(() => { jest.useRealTimers(); changeLocale('zh-Hans'); process.env.TARO_ENV = 'h5' })

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

describe('tab bar labels at launch', () => {
  it('app.config carries the default language\'s labels, so launch need not relabel', () => {
    const short = t('shell.brand.short')
    const labels = (['home', 'course', 'train', 'about', 'mine'] as const).map((key) => t(`shell.tabs.${key}`, { short }))
    expect(appConfig.tabBar?.list.map((item) => item.text)).toEqual(labels)
    applyLocaleAtLaunch()
    expect(mocked.setTabBarItem).not.toHaveBeenCalled()
  })

  it('relabels at launch in another language', () => {
    i18n.setLocale('zh-Hant')
    applyLocaleAtLaunch()
    expect(mocked.setTabBarItem).toHaveBeenCalledTimes(5)
  })
})
