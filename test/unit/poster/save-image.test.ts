// Saving the poster: its file name, the H5 download, and the mini-program album permission flow (product rules §7).
import Taro from '@tarojs/taro'
import { i18n } from '@/shared/i18n'
import { dataUrlToBlob, posterFileName, saveImage } from '@/shared/platform/save-image'
import { savePoster } from '@/features/poster/use-poster'
import { registerMessages } from '@/shared/i18n'
import { posterMessages } from '@/locales/poster'

// As the pages showing these texts do (see shared/i18n.ts).
registerMessages(posterMessages)

const mocked = Taro as jest.Mocked<typeof Taro>
const PNG = 'data:image/png;base64,iVBORw0KGgo='

beforeEach(() => {
  jest.clearAllMocks()
  i18n.setLocale('zh-Hans')
  process.env.TARO_ENV = 'h5'
})

describe('posterFileName', () => {
  it('keeps an ordinary title as it is', () => {
    expect(posterFileName('国家职业资格健身教练（初级）')).toBe('国家职业资格健身教练（初级）')
  })

  it('strips characters file systems refuse and squeezes the spaces', () => {
    expect(posterFileName('团课教练培训（有氧操/搏击操）')).toBe('团课教练培训（有氧操搏击操）')
    expect(posterFileName('CPR: 急救*认证?  "<初级>" | 班')).toBe('CPR 急救认证 初级 班')
    expect(posterFileName('a\\b\tc\u0000d\n\ne')).toBe('ab cd e')
  })

  it('trims spaces and dots at both ends', () => {
    expect(posterFileName('  ..普拉提入门.. ')).toBe('普拉提入门')
  })

  it("falls back to 'poster' when nothing usable is left", () => {
    expect(posterFileName('')).toBe('poster')
    expect(posterFileName(undefined)).toBe('poster')
    expect(posterFileName(' /:*?<>| ')).toBe('poster')
    expect(posterFileName('...')).toBe('poster')
    expect(posterFileName('CON')).toBe('poster')
  })

  it('caps very long titles at 80 characters', () => {
    expect(Array.from(posterFileName('长'.repeat(200)))).toHaveLength(80)
  })
})

describe('H5 download', () => {
  it('downloads the PNG through a link named by the title', async () => {
    const clicked: { download: string; href: string }[] = []
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href })
    })
    URL.createObjectURL = jest.fn(() => 'blob:poster')
    URL.revokeObjectURL = jest.fn()
    await expect(savePoster(PNG, '普拉提/入门')).resolves.toBe('downloaded')
    expect(clicked).toEqual([{ download: '普拉提入门.png', href: 'blob:poster' }])
    expect(document.querySelector('a[download]')).toBeNull() // the link does not stay in the page
    expect(mocked.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '海报已下载' }))
    click.mockRestore()
  })

  it('asks for a long-press inside the WeChat browser, where downloads do nothing', async () => {
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')
    await expect(saveImage(PNG, 'poster.png')).resolves.toBe('longPress')
    ua.mockRestore()
  })

  it('turns a base64 data URL into a PNG blob', () => {
    URL.createObjectURL = jest.fn(() => 'blob:x')
    const blob = dataUrlToBlob(PNG)
    expect(blob?.type).toBe('image/png')
    expect(blob?.size).toBe(8)
    expect(dataUrlToBlob('not a data url')).toBeNull()
  })
})

describe('mini-program album', () => {
  beforeEach(() => { process.env.TARO_ENV = 'weapp' })
  afterAll(() => { process.env.TARO_ENV = 'h5' })

  it('saves straight away when the album permission was granted or never asked', async () => {
    mocked.getSetting.mockResolvedValueOnce({ authSetting: {} } as never)
    await expect(saveImage('wxfile://tmp/p.png', 'x.png')).resolves.toBe('saved')
    expect(mocked.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/p.png' })
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('explains and opens the settings when the permission was refused before, then saves once it is on', async () => {
    mocked.getSetting.mockResolvedValueOnce({ authSetting: { 'scope.writePhotosAlbum': false } } as never)
    mocked.showModal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    mocked.openSetting.mockResolvedValueOnce({ authSetting: { 'scope.writePhotosAlbum': true } } as never)
    await expect(saveImage('wxfile://tmp/p.png', 'x.png')).resolves.toBe('saved')
    expect(mocked.showModal).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '去设置', content: expect.stringContaining('相册') }))
    expect(mocked.openSetting).toHaveBeenCalled()
    expect(mocked.saveImageToPhotosAlbum).toHaveBeenCalled()
  })

  it('does not save when the user declines to open the settings or leaves the permission off', async () => {
    mocked.getSetting.mockResolvedValue({ authSetting: { 'scope.writePhotosAlbum': false } } as never)
    mocked.showModal.mockResolvedValueOnce({ confirm: false, cancel: true } as never)
    await expect(saveImage('p', 'x.png')).resolves.toBe('denied')
    expect(mocked.openSetting).not.toHaveBeenCalled()

    mocked.showModal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    mocked.openSetting.mockResolvedValueOnce({ authSetting: { 'scope.writePhotosAlbum': false } } as never)
    await expect(saveImage('p', 'x.png')).resolves.toBe('denied')
    expect(mocked.saveImageToPhotosAlbum).not.toHaveBeenCalled()
    mocked.getSetting.mockReset()
    mocked.getSetting.mockResolvedValue({ authSetting: {} } as never)
  })

  it('tells a first-time refusal from a cancel, and says so to the user', async () => {
    mocked.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' })
    await expect(savePoster('p', 't')).resolves.toBe('denied')
    expect(mocked.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '未获得相册权限，海报未保存' }))

    mocked.showToast.mockClear()
    mocked.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail cancel' })
    await expect(savePoster('p', 't')).resolves.toBe('cancelled')
    expect(mocked.showToast).not.toHaveBeenCalled()

    mocked.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail disk full' })
    await expect(savePoster('p', 't')).resolves.toBeNull()
    expect(mocked.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '保存失败，请重试' }))
  })
})
