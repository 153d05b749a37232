import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { i18n } from '@/shared/i18n'
import { FADE_MS, loadPickerSheet, Picker } from '@/shared/ui/picker'

const windowInfo = Taro.getWindowInfo as jest.Mock
const phone = { windowWidth: 375, windowHeight: 812, screenWidth: 375, screenHeight: 812, statusBarHeight: 20 }

/** On H5 the sheet is rendered into <body>, over the tab bar, not inside the picker's container. */
function popup() {
  return document.body.querySelector('.nut-popup') as HTMLElement | null
}
const classes = () => [...(popup()?.classList ?? [])]

beforeEach(() => {
  jest.clearAllMocks()
  i18n.setLocale('zh-Hans')
  windowInfo.mockReturnValue(phone)
})

// Runs first: the opened picker is a lazily loaded chunk on H5, fetched on the first tap.
describe('Picker before its sheet has loaded', () => {
  // Loads the sheet's modules (all of NutUI here) into the registry first, so the tap below waits for the lazy
  // import and not for a cold transform on a busy machine. The picker's own "loaded" state is untouched by this.
  beforeAll(() => { require('@/shared/ui/picker-sheet') }, 60_000)

  it('renders no popup until tapped, then opens once the sheet has arrived', async () => {
    const onChange = jest.fn()
    render(<Picker mode='selector' range={['初级', '中级']} value={1} onChange={onChange}><span>选择等级</span></Picker>)
    expect(popup()).toBeNull()
    fireEvent.click(screen.getByText('选择等级'))
    await waitFor(() => expect(classes()).toContain('nut-popup-bottom'), { timeout: 10_000 })
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledWith(1)
  })
})

describe('Picker', () => {
  beforeAll(() => loadPickerSheet())

  it('fades in and out within 260-300 ms', () => {
    expect(FADE_MS).toBeGreaterThanOrEqual(260)
    expect(FADE_MS).toBeLessThanOrEqual(300)
  })

  it('opens as a bottom sheet on a phone-sized screen', () => {
    render(<Picker mode='selector' range={['初级', '中级']}><span>选择等级</span></Picker>)
    fireEvent.click(screen.getByText('选择等级'))
    expect(classes()).toContain('nut-popup-bottom')
    expect(classes()).toContain('fe-picker--sheet')
  })

  it('opens as a centred popup form on a screen at least 500 px wide and tall', () => {
    windowInfo.mockReturnValue({ ...phone, windowWidth: 1024, windowHeight: 768 })
    render(<Picker mode='selector' range={['初级', '中级']}><span>选择等级</span></Picker>)
    fireEvent.click(screen.getByText('选择等级'))
    expect(classes()).toContain('nut-popup-center')
    expect(classes()).toContain('fe-picker--form')
  })

  it('stays a bottom sheet on a wide but short screen', () => {
    windowInfo.mockReturnValue({ ...phone, windowWidth: 900, windowHeight: 420 })
    render(<Picker mode='time'><span>时间</span></Picker>)
    fireEvent.click(screen.getByText('时间'))
    expect(classes()).toContain('nut-popup-bottom')
  })

  it('shows the localized toolbar and the range labels by rangeKey', () => {
    render(<Picker mode='selector' range={[{ name: '初级' }, { name: '中级' }]} rangeKey='name' title='等级'><span>打开</span></Picker>)
    fireEvent.click(screen.getByText('打开'))
    expect(screen.getByText('取消')).toBeTruthy()
    expect(screen.getByText('确定')).toBeTruthy()
    expect(screen.getByText('等级')).toBeTruthy()
    expect(screen.getAllByText('中级').length).toBeGreaterThan(0)
  })

  it('confirms the selected index of a selector', () => {
    const onChange = jest.fn()
    render(<Picker mode='selector' range={['a', 'b', 'c']} value={9} onChange={onChange}><span>打开</span></Picker>)
    fireEvent.click(screen.getByText('打开'))
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledWith(2)
  })

  it('confirms a date with the day pulled back into its month', () => {
    const onChange = jest.fn()
    render(<Picker mode='date' value='2023-02-31' onChange={onChange}><span>生日</span></Picker>)
    fireEvent.click(screen.getByText('生日'))
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledWith('2023-02-28')
  })

  it('confirms a date snapped back to end and formatted by fields', () => {
    const onChange = jest.fn()
    render(<Picker mode='date' fields='month' value='2030-05-01' end='2025-06-30' onChange={onChange}><span>月份</span></Picker>)
    fireEvent.click(screen.getByText('月份'))
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledWith('2025-06')
  })

  it('confirms a time snapped to start', () => {
    const onChange = jest.fn()
    render(<Picker mode='time' value='06:00' start='08:30' onChange={onChange}><span>上课时间</span></Picker>)
    fireEvent.click(screen.getByText('上课时间'))
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledWith('08:30')
  })

  it('reopens on the current value after the value changed', () => {
    jest.useFakeTimers()
    const onChange = jest.fn()
    const { rerender } = render(<Picker mode='date' value='2023-02-10' onChange={onChange}><span>日期</span></Picker>)
    fireEvent.click(screen.getByText('日期'))
    fireEvent.click(screen.getByText('取消'))
    act(() => { jest.advanceTimersByTime(FADE_MS + 50) })
    rerender(<Picker mode='date' value='2024-07-31' onChange={onChange}><span>日期</span></Picker>)
    fireEvent.click(screen.getByText('日期'))
    act(() => { jest.runOnlyPendingTimers() })
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledWith('2024-07-31')
    jest.useRealTimers()
  })

  it('cancels without changing the value', () => {
    const onChange = jest.fn()
    const onCancel = jest.fn()
    render(<Picker mode='multiSelector' range={[['胸', '背'], ['哑铃']]} onChange={onChange} onCancel={onCancel}><span>部位</span></Picker>)
    fireEvent.click(screen.getByText('部位'))
    fireEvent.click(screen.getByText('取消'))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('does not open when disabled', () => {
    const { container } = render(<Picker mode='selector' range={['a']} disabled><span>打开</span></Picker>)
    fireEvent.click(screen.getByText('打开'))
    expect(screen.queryByText('确定')).toBeNull()
    expect(container.querySelector('[aria-disabled="true"]')).not.toBeNull()
  })

  it('fades out for FADE_MS after confirming, then closes', () => {
    jest.useFakeTimers()
    const onChange = jest.fn()
    render(<Picker mode='selector' range={['a']} onChange={onChange}><span>打开</span></Picker>)
    fireEvent.click(screen.getByText('打开'))
    fireEvent.click(screen.getByText('确定'))
    fireEvent.click(screen.getByText('确定'))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(classes()).toContain('fe-picker--closing')
    expect(popup()?.style.display).not.toBe('none')
    act(() => { jest.advanceTimersByTime(FADE_MS) })
    expect(popup()?.style.display).toBe('none')
    jest.useRealTimers()
  })
})
