// The unread dots: asked of the server for a signed-in learner only, cleared one by one as notices are read, and
// none at all once signed out (nothing is known about what a visitor read).
import { getUnreadNotices } from '@/features/home/api'
import { unreadNotices } from '@/features/home/unread-notices'
import { session } from '@/shared/session'

jest.mock('@/features/home/api', () => ({ getUnreadNotices: jest.fn() }))
const asked = getUnreadNotices as jest.MockedFunction<typeof getUnreadNotices>
const user = { id: 3, phone: '13800000003', name: '演示', avatar: '', roles: ['learner' as const], hasPassword: true }

beforeEach(() => {
  asked.mockReset()
  session.signOut()
})

it('asks nothing and shows no dot while signed out', async () => {
  await unreadNotices.refresh()
  expect(asked).not.toHaveBeenCalled()
  expect(unreadNotices.hasUnread).toBe(false)
})

it('shows the signed-in learner\'s unread notices and clears each one read', async () => {
  session.signIn({ token: 't', user })
  asked.mockResolvedValue({ count: 2, ids: [9, 7] })
  await unreadNotices.refresh()
  expect([unreadNotices.hasUnread, unreadNotices.isUnread(9), unreadNotices.isUnread(8)]).toEqual([true, true, false])
  unreadNotices.markRead(9)
  unreadNotices.markRead(9)
  expect([unreadNotices.count, unreadNotices.isUnread(9)]).toEqual([1, false])
  unreadNotices.markRead(7)
  expect(unreadNotices.hasUnread).toBe(false)
})

it('keeps what it showed when the badge call fails, and forgets it all on signing out', async () => {
  session.signIn({ token: 't', user })
  asked.mockResolvedValue({ count: 1, ids: [5] })
  await unreadNotices.refresh()
  asked.mockRejectedValue(new Error('offline'))
  await unreadNotices.refresh()
  expect(unreadNotices.isUnread(5)).toBe(true)
  session.signOut()
  expect(unreadNotices.isUnread(5)).toBe(false)
  await unreadNotices.refresh()
  expect(unreadNotices.count).toBe(0)
})
