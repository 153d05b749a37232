import type { ExamSession, GoodsClass } from '@contract/catalog/schemas'
import { classesInOrder, sessionsInOrder, styledDescription, tagsBesidesKind } from '@/features/catalog/goods-detail-view'

const cls = (id: number, status: GoodsClass['status'], startDate: string, seatsLeft = 5) =>
  ({ id, status, startDate, seatsLeft }) as GoodsClass

describe('goods page presentation', () => {
  it('lists joinable classes first by start date, full ones next, ended and off-sale last', () => {
    const ordered = classesInOrder([
      cls(1, 'ended', '2026-01-01'), cls(2, 'upcoming', '2026-05-01'), cls(3, 'full', '2026-03-01', 0),
      cls(4, 'ongoing', '2026-02-25'), cls(5, 'upcoming', '2026-04-01', 0), cls(6, 'off_sale', '2026-03-05')
    ])
    expect(ordered.map((c) => c.id)).toEqual([4, 2, 3, 5, 1, 6])
  })

  it('lists open exam sessions first', () => {
    const s = (id: number, status: ExamSession['status'], startsAt: string) => ({ id, status, startsAt }) as ExamSession
    expect(sessionsInOrder([s(1, 'closed', '2026-01-01'), s(2, 'open', '2026-05-01'), s(3, 'open', '2026-04-01')]).map((x) => x.id))
      .toEqual([3, 2, 1])
  })

  it('drops the tag that repeats the kind chip', () => {
    expect(tagsBesidesKind('exam', ['急救', '考试'])).toEqual(['急救'])
    expect(tagsBesidesKind('bundle', ['套餐', '线上课程'])).toEqual(['线上课程'])
    expect(tagsBesidesKind('course', ['职业资格'])).toEqual(['职业资格'])
  })

  it('styles lists inside the margin and leaves text alone', () => {
    const html = styledDescription('<h3>课程介绍</h3><ol><li>a &lt;ul&gt;</li></ol><img src="/u/x.png">')
    expect(html).toContain('<ol style="margin:8px 0;padding-left:22px;list-style-position:outside">')
    expect(html).toContain('<li style="margin:4px 0">a &lt;ul&gt;</li>')
    expect(html).toContain('<img src="/u/x.png" style="max-width:100%;height:auto">')
    expect(html).toContain('<h3 style=')
  })

  it('gives pictures uploaded in the back office the static base, so the mini-program can load them', () => {
    process.env.TARO_APP_STATIC_BASE = 'https://static.example.com'
    const html = styledDescription('<h2>亮点</h2><p><img src="/uploads/images/a.png"><img src="https://cdn.example.com/b.png"></p>')
    Reflect.deleteProperty(process.env, 'TARO_APP_STATIC_BASE')
    expect(html).toContain('<h2 style=')
    expect(html).toContain('<img src="https://static.example.com/uploads/images/a.png" style=')
    expect(html).toContain('<img src="https://cdn.example.com/b.png" style=')
  })
})
