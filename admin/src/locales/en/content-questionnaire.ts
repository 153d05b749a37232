import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content-questionnaire'

export default {
  menu: 'Questionnaires',
  title: 'Questionnaires',
  createTitle: 'New questionnaire',
  editTitle: 'Edit questionnaire',
  detailTitle: 'Questionnaire',
  keywordPlaceholder: 'Text in the title or description',
  fields: {
    id: 'ID', title: 'Title', description: 'Description', closesAt: 'Closes at', sort: 'Order', state: 'State',
    publishAt: 'Scheduled for', questionCount: 'Questions', responseCount: 'Responses', createdAt: 'Created', updatedAt: 'Updated',
    questions: 'Questions'
  },
  kinds: { single: 'Single choice', multiple: 'Multiple choice', rating: 'Rating', text: 'Text' },
  question: {
    number: 'Question {{n}}',
    kind: 'Kind',
    title: 'Question',
    required: 'Required',
    options: 'Options',
    option: 'Option {{n}}',
    addOption: 'Add option',
    ratingMax: 'Top score',
    ratingHint: 'Learners score from 1 to the top score (stars)',
    add: 'Add question',
    moveUp: 'Move up',
    moveDown: 'Move down',
    removeOption: 'Remove option',
    remove: 'Remove question'
  },
  hints: {
    sort: 'Smaller numbers come first',
    draft: 'A new questionnaire is saved unpublished; preview it on its page, then publish or schedule it',
    closesAt: 'No answers are taken after this time; leave empty for no deadline',
    locked: 'This questionnaire has {{n}} responses, so its questions, options and kinds can no longer change (the answers collected would no longer match). Only the title, description, closing time and order can be edited.',
    noDeadline: 'No deadline',
    closed: 'Closed'
  },
  preview: 'What learners see',
  results: {
    title: 'Results',
    responses: '{{n}} responses',
    answered: '{{n}} answered',
    average: 'Average {{score}}',
    noAnswers: 'No answers yet',
    scoreCol: 'Score',
    optionCol: 'Option',
    countCol: 'Count',
    percentCol: 'Share',
    scoreLabel: '{{score}} pts',
    texts: 'Text answers',
    textCol: 'Answer',
    timeCol: 'Submitted',
    refresh: 'Refresh'
  },
  export: {
    respondent: 'Respondent',
    phone: 'Phone',
    submittedAt: 'Submitted',
    responseId: 'Response ID'
  }
} satisfies Messages<typeof zhHans>
