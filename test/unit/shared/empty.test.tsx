import { fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'

beforeEach(() => i18n.setLocale('zh-Hans'))

describe('Empty', () => {
  it('shows 暂无数据 and an icon by default', () => {
    const { container } = render(<Empty />)
    expect(screen.getByText('暂无数据')).toBeTruthy()
    expect(container.querySelector('.fe-empty__icon')).not.toBeNull()
    expect(container.querySelector('button, .nut-button')).toBeNull()
  })

  it('shows the given title and description', () => {
    render(<Empty title='暂无课程' description='课程上架后会出现在这里' />)
    expect(screen.getByText('暂无课程')).toBeTruthy()
    expect(screen.getByText('课程上架后会出现在这里')).toBeTruthy()
  })

  it('shows an action button that calls onAction', () => {
    const onAction = jest.fn()
    render(<Empty title='网络不给力' status='network' actionText='重新加载' onAction={onAction} />)
    fireEvent.click(screen.getByText('重新加载'))
    expect(onAction).toHaveBeenCalledTimes(1)
  })
})

describe('PageLoading', () => {
  it('shows a spinner with 加载中... by default', () => {
    const { container } = render(<PageLoading />)
    expect(screen.getByText('加载中...')).toBeTruthy()
    expect(container.querySelector('.nut-loading')).not.toBeNull()
    expect(screen.getByRole('status')).toBeTruthy()
  })

  it('shows the given text', () => {
    render(<PageLoading text='正在生成海报' />)
    expect(screen.getByText('正在生成海报')).toBeTruthy()
  })
})
