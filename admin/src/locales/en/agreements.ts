import type { Messages } from '../types'
import type zhHans from '../zh-Hans/agreements'

export default {
  menu: 'Agreements',
  title: 'Agreements',
  createTitle: 'New purchase agreement',
  editTitle: 'Edit agreement',
  detailTitle: 'Agreement details',
  kinds: { user: 'User agreement', privacy: 'Privacy policy', goods: 'Purchase agreement' },
  fields: { id: 'ID', kind: 'Kind', slug: 'Slug', title: 'Title', content: 'Text', version: 'Version', updatedAt: 'Updated' },
  versionLabel: 'Version {{version}}',
  hints: {
    tags: 'h2–h4, p, ul/ol/li, strong, em, b, i, u, br, hr, blockquote (without attributes); any other tag is shown as text',
    content: 'Saving creates a new version that the app shows at once; earlier versions stay in the history.',
    create: 'A new purchase agreement can then be chosen under a goods\'s purchase agreements.'
  },
  versions: { title: 'Version history', editor: 'Edited by', createdAt: 'Saved', system: 'Initial text', view: 'View text' },
  csvName: 'agreements'
} satisfies Messages<typeof zhHans>
