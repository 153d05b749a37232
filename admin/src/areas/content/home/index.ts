// The home content of the console's content area: banners, notices and news (write, order, publish, schedule).
// Listed under the content menu group (admin/src/areas/content/index.ts).
import { createElement } from 'react'
import { FileTextOutlined, NotificationOutlined, PictureOutlined } from '@ant-design/icons'
import * as api from '@contract/content/home-admin-endpoints'
import type { AdminResource } from '../../types'
import { BannerCreate, BannerEdit } from './BannerForm'
import { BannerList } from './BannerList'
import { BannerShow } from './BannerShow'
import { NewsCreate, NewsEdit, NewsList, NewsShow } from './NewsScreens'
import { NoticeCreate, NoticeEdit, NoticeList, NoticeShow } from './NoticeScreens'

export const contentHomeResources: AdminResource[] = [
  {
    name: 'banners', area: 'content', label: 'contentHome.banners.menu', icon: createElement(PictureOutlined), parent: 'content-area',
    api: { list: api.listAdminBanners, one: api.getAdminBanner, create: api.createAdminBanner, update: api.updateAdminBanner },
    list: BannerList, show: BannerShow, create: BannerCreate, edit: BannerEdit
  },
  {
    name: 'notices', area: 'content', label: 'contentHome.notices.menu', icon: createElement(NotificationOutlined), parent: 'content-area',
    api: { list: api.listAdminNotices, one: api.getAdminNotice, create: api.createAdminNotice, update: api.updateAdminNotice },
    list: NoticeList, show: NoticeShow, create: NoticeCreate, edit: NoticeEdit
  },
  {
    name: 'news', area: 'content', label: 'contentHome.news.menu', icon: createElement(FileTextOutlined), parent: 'content-area',
    api: { list: api.listAdminNews, one: api.getAdminNews, create: api.createAdminNews, update: api.updateAdminNews },
    list: NewsList, show: NewsShow, create: NewsCreate, edit: NewsEdit
  }
]
