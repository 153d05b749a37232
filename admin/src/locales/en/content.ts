import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content'

export default {
  menu: 'Content',
  publication: {
    states: { draft: 'Not published', scheduled: 'Scheduled', published: 'Published' },
    scheduledAt: 'at {{time}}',
    publish: 'Publish now',
    publishConfirm: 'Learners will see this in the app and on the web. Publish it?',
    schedule: 'Schedule',
    scheduleTitle: 'Choose when to publish',
    schedulePick: 'Publish at',
    unpublish: 'Unpublish',
    unpublishConfirm: 'Learners will no longer see this (a schedule is cancelled too). Unpublish it?',
    draftHint: 'New content is saved unpublished; publish or schedule it on its page'
  },
  faq: {
    menu: 'FAQ',
    title: 'FAQ',
    createTitle: 'New question',
    editTitle: 'Edit question',
    detailTitle: 'Question',
    keywordPlaceholder: 'Text in the question or answer',
    fields: {
      id: 'ID', question: 'Question', category: 'Category', answerHtml: 'Answer', sort: 'Order', state: 'State',
      publishAt: 'Scheduled for', views: 'Views', createdAt: 'Created', updatedAt: 'Updated'
    },
    hints: {
      sort: 'Smaller numbers come first',
      draft: 'A new question is saved unpublished; publish or schedule it on its page'
    },
    preview: 'The answer as learners see it'
  },
  categories: {
    menu: 'FAQ categories',
    title: 'FAQ categories',
    add: 'New category',
    createTitle: 'New category',
    editTitle: 'Edit category',
    fields: { id: 'ID', name: 'Name', sort: 'Order', itemCount: 'Questions', createdAt: 'Created' },
    sortHint: 'Smaller numbers come first (the order of the tabs learners see)',
    deleteConfirm: 'Delete this category? A category with questions cannot be deleted.',
    deleteBlocked: 'Move its questions to another category first'
  }
} satisfies Messages<typeof zhHans>
