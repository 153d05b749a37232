// The about tab's and its pages' calls, through the endpoint definitions the server registers its routes from.
import type { AboutPageKey } from '@contract/content/about-shapes'
import * as api from '@contract/content/about-endpoints'
import { call } from '@/shared/request'

export const getAboutOverview = () => call(api.getAboutOverview)
export const getAboutPage = (key: AboutPageKey) => call(api.getAboutPage, { params: { key } })
export const listTeachers = (page: number, size: number) => call(api.listTeachers, { query: { page, size } })
export const getTeacher = (id: number) => call(api.getTeacher, { params: { id } })
/** The goods page's teachers: a part of that page, so a failure shows there (a retry line), never a toast. */
export const listGoodsTeachers = (goodsId: number) => call(api.listGoodsTeachers, { params: { id: goodsId } }, { quiet: true })
export const listPartners = (page: number, size: number) => call(api.listPartners, { query: { page, size } })
export const getPartner = (id: number) => call(api.getPartner, { params: { id } })
export const listStories = (page: number, size: number) => call(api.listStories, { query: { page, size } })
export const getStory = (id: number) => call(api.getStory, { params: { id } })
