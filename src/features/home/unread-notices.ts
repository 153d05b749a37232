// The signed-in learner's unread notices: the dot on the home page's notice strip and on each unread notice of
// 最新公告. Kept in one store because both pages show it and opening a notice clears its dot on both at once.
// Signed out there are no dots (nothing is known about what a visitor read).
import { makeAutoObservable, runInAction } from 'mobx'
import { session } from '@/shared/session'
import { getUnreadNotices } from './api'

class UnreadNoticesStore {
  private unreadIds = new Set<number>()
  count = 0

  constructor() {
    makeAutoObservable(this)
  }

  /** Asks the server again (each time a page that shows dots is shown); forgets everything when signed out. */
  async refresh(): Promise<void> {
    if (!session.isLoggedIn) return this.clear()
    try {
      const unread = await getUnreadNotices()
      runInAction(() => {
        this.unreadIds = new Set(unread.ids)
        this.count = unread.count
      })
    } catch {
      // A badge: keep what was shown.
    }
  }

  isUnread(id: number): boolean {
    return session.isLoggedIn && this.unreadIds.has(id)
  }

  get hasUnread(): boolean {
    return session.isLoggedIn && this.count > 0
  }

  /** The server marked it read when the signed-in learner opened it. */
  markRead(id: number): void {
    if (!session.isLoggedIn || !this.unreadIds.delete(id)) return
    this.count = Math.max(0, this.count - 1)
  }

  private clear(): void {
    this.unreadIds = new Set()
    this.count = 0
  }
}

export const unreadNotices = new UnreadNoticesStore()
