// Namespace `content` in English.
// Home content pages: FAQ list and FAQ detail (subpackage pages/home).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const content: Translation<typeof zhHans> = {
  faq: {
    all: 'All',
    searchPlaceholder: 'Search the FAQ',
    empty: 'No questions here',
    emptyDesc: 'Try another category or keyword',
    category: 'Category: {name}',
    views: '{n} {n|view|views}',
    updated: 'Updated {date}',
    shareTitle: 'FAQ: {question}',
    more: 'Still stuck? Contact us ›'
  }
}

export default content
