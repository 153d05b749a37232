// The home page's data: on H5 the copy served inside the page when there is one (no request, nothing to wait
// for), else GET /api/home; reload() asks the server (pull-down refresh, retry).
import { useState } from 'react'
import type { HomeData } from '@contract/content/home-shapes'
import { takeFirstScreenData } from '@/shared/platform/first-screen'
import { useRemote } from '@/shared/use-remote'
import { getHome } from './api'

export function useHome() {
  const [served] = useState(() => takeFirstScreenData<HomeData>('home'))
  return useRemote(getHome, [], served)
}

/** Nothing to show in any section (a fresh installation before the company wrote anything). */
export const isEmptyHome = (home: HomeData) =>
  home.banners.length + home.notices.length + home.goods.length + home.news.length + home.stories.length === 0
