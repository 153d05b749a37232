import { render, screen } from '@testing-library/react'
import { PullRefresh } from '@/shared/ui/pull-refresh'

describe('PullRefresh (H5)', () => {
  it('renders its content with the indicator collapsed while idle', () => {
    render(<PullRefresh onRefresh={jest.fn()}><span>FAQ 列表</span></PullRefresh>)
    expect(screen.getByText('FAQ 列表')).toBeTruthy()
    const root = screen.getByTestId('pull-refresh')
    expect(root.getAttribute('data-state')).toBe('idle')
    expect((root.firstChild as HTMLElement).style.height).toBe('0px')
  })
})
