// Home content calls (the aggregate, news, notices), through the endpoint definitions the server registers its
// routes from (types/content/home-endpoints.ts).
import type { PageQuery } from '@contract/envelope'
import type { NewsListQuery } from '@contract/content/home-shapes'
import * as api from '@contract/content/home-endpoints'
import { call } from '@/shared/request'

/** Without the token: the answer is the same for everyone, so the browser may keep it (a minute). */
export const getHome = () => call(api.getHome, undefined, { anonymous: true })
export const listNews = (query: NewsListQuery) => call(api.listNews, { query })
export const getNews = (id: number) => call(api.getNews, { params: { id } })
export const listNotices = (query: PageQuery) => call(api.listNotices, { query })
/** Sent with the token: a signed-in learner's opening marks it read. */
export const getNotice = (id: number) => call(api.getNotice, { params: { id } })
/** A badge: failures stay quiet (the page the learner asked for reports its own). */
export const getUnreadNotices = () => call(api.getUnreadNotices, undefined, { quiet: true })
