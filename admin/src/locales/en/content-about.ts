import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content-about'

export default {
  keywordPlaceholder: 'Text in the name or intro',
  stateFilter: 'State',
  preview: 'What learners see',
  sortHint: 'Smaller numbers come first',
  draftHint: 'A new item is saved unpublished; publish or schedule it on its page',
  uploadImage: 'Upload a picture',
  removeImage: 'Remove the picture',
  teachers: {
    menu: 'Teachers',
    title: 'Teachers',
    createTitle: 'New teacher',
    editTitle: 'Edit teacher',
    detailTitle: 'Teacher',
    fields: {
      id: 'ID', name: 'Name', title: 'Title', avatarUrl: 'Avatar', intro: 'One-line intro', bioHtml: 'Bio', tags: 'Tags',
      goods: 'Courses taught', goodsCount: 'Courses', sort: 'Order', state: 'State', publishAt: 'Scheduled for', createdAt: 'Created', updatedAt: 'Updated'
    },
    hints: {
      tags: 'Press Enter after each; at most 6, 10 characters each',
      goods: 'Learners see the teacher on these courses\' pages and the courses on the teacher\'s page, in this order; courses off sale are hidden from them',
      avatar: 'A square picture, shown round'
    },
    addGoods: 'Add a course',
    noGoods: 'No course chosen yet',
    offSale: 'Not on sale',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove'
  },
  partners: {
    menu: 'Partners',
    title: 'Partners',
    createTitle: 'New partner',
    editTitle: 'Edit partner',
    detailTitle: 'Partner',
    fields: {
      id: 'ID', name: 'Name', logoUrl: 'Logo', intro: 'Intro', contentHtml: 'About the partnership', website: 'Website', sort: 'Order', state: 'State',
      publishAt: 'Scheduled for', createdAt: 'Created', updatedAt: 'Updated'
    },
    hints: { website: 'Starting with http:// or https://; learners can copy it in the mini-program', logo: 'A square picture' }
  },
  stories: {
    menu: 'Learner stories',
    title: 'Learner stories',
    createTitle: 'New story',
    editTitle: 'Edit story',
    detailTitle: 'Learner story',
    keywordPlaceholder: 'Text in the title, learner or summary',
    fields: {
      id: 'ID', title: 'Title', learnerName: 'Learner', learnerTitle: 'What they do now', summary: 'Summary', coverUrl: 'Cover', contentHtml: 'Story',
      goods: 'Course', views: 'Reads', sort: 'Order', state: 'State', publishAt: 'Scheduled for', createdAt: 'Created', updatedAt: 'Updated'
    },
    hints: {
      learnerTitle: 'e.g. Personal trainer · Shanghai',
      goods: 'Shown at the end of the story while the course is on sale',
      cover: 'A 16:9 picture, shown whole in the list and on the story'
    }
  },
  pages: {
    menu: 'About pages',
    title: 'About pages',
    editTitle: 'Edit page',
    keys: { us: 'About us', enterprise: 'Work with us' },
    usedOn: { us: 'The company intro on the About tab and the About us page', enterprise: 'The top of the Partners list' },
    fields: { id: 'Page', title: 'Title', coverUrl: 'Cover', contentHtml: 'Text', usedOn: 'Shown on', updatedAt: 'Updated' },
    hints: { cover: 'A wide picture, about 750×360' },
    never: 'Not edited yet'
  }
} satisfies Messages<typeof zhHans>
