import Taro from '@tarojs/taro'
import { i18n } from '@/shared/i18n'
import { SERVER_ERROR_TOAST_MS, TOAST_MS, copyText, showErrorToast, showToast } from '@/shared/toast'

beforeEach(() => {
  jest.clearAllMocks()
  i18n.setLocale('zh-Hans')
})

describe('showToast', () => {
  it('shows text for 1500 ms with no icon by default', async () => {
    await showToast('已保存')
    expect(TOAST_MS).toBe(1500)
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '已保存', icon: 'none', duration: 1500, mask: false })
  })

  it('honours a given duration, icon and mask', async () => {
    await showToast('好了', { duration: 800, icon: 'success', mask: true })
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '好了', icon: 'success', duration: 800, mask: true })
  })

  it('does not reject when the platform fails to show the toast', async () => {
    ;(Taro.showToast as jest.Mock).mockReturnValueOnce(Promise.reject(new Error('busy')))
    await expect(showToast('x')).resolves.toBeUndefined()
  })
})

describe('showErrorToast', () => {
  it('shows 服务器出了一些问题~ for 3000 ms with no icon', async () => {
    await showErrorToast()
    expect(SERVER_ERROR_TOAST_MS).toBe(3000)
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '服务器出了一些问题~', icon: 'none', duration: 3000, mask: false })
  })
})

describe('copyText', () => {
  it('copies and toasts 复制成功！', async () => {
    await expect(copyText('FE-2024-0001')).resolves.toBe(true)
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'FE-2024-0001' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '复制成功！', duration: 1500, icon: 'none' }))
  })

  it('toasts 复制失败！ when the clipboard refuses', async () => {
    ;(Taro.setClipboardData as jest.Mock).mockReturnValueOnce(Promise.reject(new Error('denied')))
    await expect(copyText('x')).resolves.toBe(false)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '复制失败！' }))
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
  })
})
