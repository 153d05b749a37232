// The learner's class pages render what the server says: 班级详情 with the venue as text without a maps key (or
// 'fail not found' without coordinates) and the seat's actions; check-in with the typed code; the timetable's week.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ClassDetail, ClassSession } from '@contract/classroom/shapes'
import { i18n } from '@/shared/i18n'
import { session } from '@/shared/session'
import ClassInfoPage from '@/pages/course/classInfo'
import SignDetailPage from '@/pages/course/signDetail'
import TimetablePage from '@/pages/course/timetable'
import { paged, serve } from '../helpers/serve'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const user = { id: 1, phone: '13800000001', name: '演示学员', avatar: '', roles: ['learner' as const], hasPassword: true }

const next: ClassSession = {
  id: 7, classId: 5, className: '上海一期', title: '体态评估', startsAt: '2099-12-05T01:00:00.000Z', endsAt: '2099-12-05T04:00:00.000Z',
  status: 'scheduled', moved: false, teacher: { id: 2, name: '演示讲师', avatar: '' }, venue: { name: '静安馆', address: '南京西路1号' },
  myAttendance: null, myLeave: null
}
const detail = (over: Partial<ClassDetail> = {}): ClassDetail => ({
  id: 5, goods: { id: 9, title: '私教认证', cover: '' }, name: '上海一期', city: '上海', startDate: '2099-12-05', endDate: '2099-12-06',
  days: 2, schedule: '周六、周日 9:00-17:00', status: 'upcoming', cancelled: false,
  venue: { id: 1, name: '静安馆', city: '上海', address: '南京西路1号', lat: 31.23, lng: 121.47, phone: '021-12345678' },
  teachers: [{ id: 2, name: '演示讲师', avatar: '' }], classmates: 12, capacity: 30, seatsLeft: 18,
  mySeat: { seatId: 40, classId: 5, orderId: 3, source: 'order', status: 'active', transfersUsed: 1, transfersLeft: 2, canRetrain: false },
  nextSession: next, sessionsTotal: 4, ...over
})

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  i18n.setLocale('zh-Hans')
  session.signIn({ token: 'token-1', user })
  mocked.getCurrentPages.mockReturnValue([{ route: 'pages/course/classInfo' }] as never)
})
afterEach(() => mocked.useRouter.mockReturnValue({ params: {}, path: '' } as never))

describe('班级详情', () => {
  beforeEach(() => mocked.useRouter.mockReturnValue({ params: { id: '5' }, path: '' } as never))

  it('shows teacher, classmates, the address as text without a maps key, and the seat with transfers left', async () => {
    serve({ 'GET /api/class/classes/5': () => detail() })
    render(<ClassInfoPage />)
    expect(await screen.findByText('私教认证')).toBeTruthy()
    expect(screen.getByText('12/30人')).toBeTruthy()
    expect(screen.getByTestId('venue-no-map-key').textContent).toBe('未配置地图服务，请按下方地址前往')
    expect(screen.getByTestId('venue-address').textContent).toBe('南京西路1号')
    expect(screen.getByText('剩余转班次数：2')).toBeTruthy()
    expect(screen.queryByTestId('open-retrain')).toBeNull()
    fireEvent.click(screen.getByText('复制地址'))
    expect(mocked.setClipboardData).toHaveBeenCalledWith({ data: '南京西路1号' })
    fireEvent.click(screen.getByText('转班'))
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/course/transfer?seatId=40' })
  })

  it("says 'fail not found' when the venue has no coordinates, and offers no seat actions without a seat", async () => {
    serve({ 'GET /api/class/classes/5': () => detail({ mySeat: null, venue: { ...detail().venue!, lat: null, lng: null } }) })
    render(<ClassInfoPage />)
    expect((await screen.findByTestId('venue-not-found')).textContent).toContain('fail not found')
    expect(screen.queryByTestId('open-transfer')).toBeNull()
    expect(screen.getByTestId('open-timetable')).toBeTruthy()
  })
})

describe('签到详情', () => {
  it('checks in with the typed 6-digit code and lists the attendance again', async () => {
    let checked = false
    serve({
      'GET /api/class/sign': () => paged(checked ? [{ sessionId: 7, classId: 5, className: '上海一期', sessionTitle: '体态评估',
        startsAt: next.startsAt, endsAt: next.endsAt, status: 'present', method: 'code', checkedInAt: '2099-12-05T01:02:00.000Z', remark: '' }] : []),
      'GET /api/class/leaves': () => paged([]),
      'POST /api/class/sign': (body) => {
        expect(body).toEqual({ code: '123456' })
        checked = true
        return { sessionId: 7, classId: 5, className: '上海一期', sessionTitle: '体态评估', status: 'present', checkedInAt: '2099-12-05T01:02:00.000Z' }
      }
    })
    const { container } = render(<SignDetailPage />)
    expect(await screen.findByText('还没有签到记录')).toBeTruthy()
    fireEvent.input(container.querySelector('[data-testid=check-in-code] input, input')!, { target: { value: '12 3456' } })
    fireEvent.click(screen.getByTestId('check-in-submit'))
    expect(await screen.findByText('已签到')).toBeTruthy()
    expect(mocked.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '签到成功' }))
  })
})

describe('课表', () => {
  it('shows the seven days of this week, Monday first, with the sessions under their day', async () => {
    serve({ 'GET /api/class/timetable': (q) => [{ ...next, startsAt: `${q.from}T01:00:00.000Z`, endsAt: `${q.from}T04:00:00.000Z` }] })
    render(<TimetablePage />)
    await waitFor(() => expect(screen.getAllByTestId('timetable-day')).toHaveLength(7))
    expect(screen.getAllByTestId('timetable-day')[0].textContent).toMatch(/^周一 /)
    const query = (mocked.request.mock.calls[0][0] as { data: { from: string; to: string } }).data
    expect(new Date(`${query.from}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(screen.getByText('体态评估')).toBeTruthy()
  })
})
