// Namespace `assistant` in English.
// The AI assistant's chat (subpackage pages/aiassistant).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const assistant: Translation<typeof zhHans> = {
  intro: {
    title: 'Hi, I am the GreenMove study assistant',
    text: 'Ask me about courses, exams, certificates, classes, orders or invoices. I answer from our own content and link the sources.',
    examplesTitle: 'Try asking (our content is in Chinese)'
  },
  // Questions about our content, which is written in Simplified Chinese: the search answer matches them as written.
  examples: { invoice: '怎么开发票？可以开专票吗？', retake: '考试没通过可以补考吗？', refund: '报名后不想学了，可以退款吗？' },
  input: { placeholder: 'Type your question', send: 'Send', stop: 'Stop' },
  waiting: 'Thinking, about 10 seconds…',
  mode: { llm: 'AI answer', search: 'Search answer' },
  state: {
    stopped: 'Answer stopped',
    failed: 'The answer failed. Please retry.',
    network: 'The connection was lost. Please retry.'
  },
  action: { copy: 'Copy', retry: 'Retry', older: 'Show earlier messages', loadingOlder: 'Loading...' },
  sources: 'Sources',
  kinds: { goods: 'Course', news: 'News', faq: 'FAQ' },
  login: { title: 'Sign in to use the assistant', text: 'Your chat is kept with your account, on any phone.', action: 'Sign in' },
  limits: 'Up to {perMinute} questions a minute and {perDay} a day',
  historyError: 'Could not load your chat',
  blocked: 'Sorry, this question can\'t be answered. Please try another one.'
}

export default assistant
