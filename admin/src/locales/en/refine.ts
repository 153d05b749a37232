import type { Messages } from '../types'
import type zhHans from '../zh-Hans/refine'

export default {
  buttons: {
    create: 'Create', save: 'Save', logout: 'Sign out', delete: 'Delete', edit: 'Edit', cancel: 'Cancel', confirm: 'Are you sure?',
    filter: 'Filter', clear: 'Clear', refresh: 'Refresh', show: 'Show', undo: 'Undo', import: 'Import', clone: 'Clone',
    notAccessTitle: 'Not allowed', export: 'Export CSV'
  },
  actions: { list: 'List', create: 'Create', edit: 'Edit', show: 'Show', clone: 'Clone' },
  notifications: {
    success: 'Done', error: 'Failed ({{statusCode}})', undoable: 'You have {{seconds}} seconds to undo',
    createSuccess: '{{resource}} created', createError: 'Could not create {{resource}} ({{statusCode}})',
    deleteSuccess: '{{resource}} deleted', deleteError: 'Could not delete {{resource}} ({{statusCode}})',
    editSuccess: '{{resource}} saved', editError: 'Could not save {{resource}} ({{statusCode}})',
    importProgress: 'Importing: {{processed}}/{{total}}'
  },
  loading: 'Loading',
  table: { actions: 'Actions' },
  warnWhenUnsavedChanges: 'You have unsaved changes. Leave anyway?',
  pages: {
    error: { '404': 'Page not found', resource404: '{{resource}} not found', backHome: 'Back home', info: 'The page you are looking for does not exist' }
  },
  documentTitle: { default: 'Back office', suffix: ' | Back office' }
} satisfies Messages<typeof zhHans>
