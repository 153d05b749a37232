// Texts of the console's home content (area content): banners, notices and news.
import type zhHans from '../zh-Hans/content-home'
import type { Messages } from '../types'

const texts: Messages<typeof zhHans> = {
  banners: {
    menu: 'Banners',
    title: 'Banners',
    createTitle: 'New banner',
    editTitle: 'Edit banner',
    detailTitle: 'Banner',
    keywordPlaceholder: 'Title or link target',
    fields: {
      id: 'ID', title: 'Title', imageUrl: 'Picture', linkKind: 'Links to', linkTarget: 'Link target', sort: 'Order', state: 'State',
      publishAt: 'Publish time', createdAt: 'Created', updatedAt: 'Updated'
    },
    linkKinds: { none: 'Nothing', goods: 'Goods', news: 'News', route: 'App page', url: 'Web link (web version only)' },
    hints: {
      image: 'Upload a 750×360 JPG under 60 KB, so the home page loads fast',
      title: 'Learners do not see it; screen readers read it out',
      sort: 'Smaller numbers come first',
      route: 'An app page path, e.g. pages/home/faq?categoryId=2',
      url: 'A full address starting with https://; not tappable in the mini-program (no web-view domain)',
      urlInvalid: 'Enter a full web address starting with https://',
      draft: 'A new banner is saved unpublished; publish or schedule it on its page'
    },
    pickGoods: 'Choose goods',
    pickNews: 'Choose an article',
    preview: 'As learners see it on the home page'
  },
  notices: {
    menu: 'Notices',
    title: 'Notices',
    createTitle: 'New notice',
    editTitle: 'Edit notice',
    detailTitle: 'Notice',
    keywordPlaceholder: 'Words in the title or text',
    fields: {
      id: 'ID', title: 'Title', contentHtml: 'Text', readCount: 'Read by', state: 'State', publishAt: 'Publish time',
      createdAt: 'Created', updatedAt: 'Updated'
    },
    hints: { draft: 'A new notice is saved unpublished; publish or schedule it on its page. Newest first.' },
    preview: 'As learners read it'
  },
  news: {
    menu: 'News',
    title: 'News',
    createTitle: 'New article',
    editTitle: 'Edit article',
    detailTitle: 'Article',
    keywordPlaceholder: 'Title, summary or source',
    fields: {
      id: 'ID', category: 'Category', title: 'Title', summary: 'Summary', coverUrl: 'Cover', source: 'Source', contentHtml: 'Text',
      views: 'Reads', state: 'State', publishAt: 'Publish time', createdAt: 'Created', updatedAt: 'Updated'
    },
    categories: { academy: 'Academy', industry: 'Industry', event: 'Events' },
    hints: {
      cover: 'The thumbnail in lists: 4:3, under 100 KB',
      draft: 'A new article is saved unpublished; publish or schedule it on its page. Newest first.'
    },
    preview: 'As learners read it'
  }
}

export default texts
