// What each list page of the about content does besides rendering: its title, the next page on reaching the
// bottom, and sharing the list in the mini-program.
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { routeUrl } from '@/shared/route-url'
import type { PagedList } from '@/shared/use-paged-list'

const LIST_PAGES = { teachTeam: 'pages/home/teachTeam', stories: 'pages/home/story', partners: 'pages/home/hezuo' } as const

export function useListPage(title: keyof typeof LIST_PAGES, list: PagedList<unknown>): void {
  usePageTitle(title)
  useReachBottom(list.loadMore)
  useShareAppMessage(() => ({ title: t(`shell.titles.${title}`), path: routeUrl(LIST_PAGES[title]) }))
}
