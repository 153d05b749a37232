// Namespace `search` in English.
// The search page (pages/entry/searchDetail, main package): goods, news and FAQ together.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const search: Translation<typeof zhHans> = {
  placeholder: 'Search courses, news and FAQ',
  submit: 'Search',
  history: 'Recent searches',
  clear: 'Clear',
  hot: 'Popular searches',
  hint: 'Type a keyword to search courses, news and the FAQ',
  tabs: { goods: 'Courses', news: 'News', faq: 'FAQ' },
  tabCount: '{name} {n}',
  noResult: 'No {kind} found for “{keyword}”',
  noResultDesc: 'Try another keyword or another tab',
  clearKeyword: 'Clear the search'
}

export default search
