// Texts of the content area's AI assistant review and search terms.
import type zhHans from '../zh-Hans/content-assistant'
import type { Messages } from '../types'

const texts: Messages<typeof zhHans> = {
  answers: {
    menu: 'AI answers',
    title: 'AI answers to review',
    detailTitle: 'Question and answer',
    keywordPlaceholder: 'Text in the question or answer',
    fields: {
      id: 'ID', createdAt: 'Time', user: 'Asked by', question: 'Question', answer: 'Answer', mode: 'Made by', state: 'State',
      sources: 'Sources', reviewed: 'Review', reviewNote: 'Review note', reviewedAt: 'Reviewed at', dates: 'Dates'
    },
    modes: { llm: 'AI model', search: 'Site search' },
    states: { streaming: 'Answering', done: 'Done', stopped: 'Stopped', failed: 'Failed', blocked: 'Blocked' },
    reviewedOptions: { true: 'Reviewed', false: 'Not reviewed' },
    kinds: { goods: 'Goods', news: 'News', faq: 'FAQ' },
    noSources: 'None',
    blockedHint: 'This answer was not shown to the learner (content security or a prompt leak); the model\'s text below is for review only.',
    review: 'Mark reviewed',
    reviewTitle: 'Review the answer',
    notePlaceholder: 'Note (optional), e.g. accurate / the FAQ needs an entry',
    reviewedTag: 'Reviewed',
    unreviewedTag: 'Not reviewed'
  },
  terms: {
    menu: 'Search terms',
    title: 'Search terms',
    hint: 'Words learners searched on the search page and found something, most searched first. A word searched by at least 3 different learners in the last 30 days, 2 to 12 characters of letters and digits, and not hidden appears under Popular searches.',
    keywordPlaceholder: 'Term',
    hiddenTag: 'Hidden',
    hide: 'Hide',
    show: 'Show again',
    fields: { term: 'Term', count: 'Searches', lastSearchedAt: 'Last searched', hidden: 'Hidden' }
  }
}

export default texts
