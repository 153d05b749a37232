// The back office's training area: the company's moves and media, libraries, published strength programs, unlock
// code batches, reported shared plans. Every write is audited like the console's other writes.
import { adminAccess } from '../admin-access'
import type { Paged } from '../envelope'
import type {
  AdminCodeBatch, AdminCodeBatchInput, AdminCodeListQuery, AdminLibrary, AdminLibraryInput, AdminMove,
  AdminMoveListQuery, AdminPlanReport, AdminPublishInput, AdminProgram, AdminProgramInput, AdminProgramScheduleInput, AdminReportDecision,
  AdminReportListQuery,
  AdminUnlockCode
} from './admin-shapes'
import type { MoveInput, ProgramListQuery } from './schemas'
import { define } from '../define'

const training = adminAccess('training')

export const listAdminMoves = define<{ query: AdminMoveListQuery; response: Paged<AdminMove> }>()({
  method: 'GET', path: '/api/admin/training/moves', access: training, summary: 'Moves (company or a trainer\'s), hidden ones too'
})
export const getAdminMove = define<{ response: AdminMove }>()({
  method: 'GET', path: '/api/admin/training/moves/:id', access: training, summary: 'One move with every editable field'
})
export const createAdminMove = define<{ body: MoveInput; response: AdminMove }>()({
  method: 'POST', path: '/api/admin/training/moves', access: training, summary: 'Add a move to the company library (media: uploaded paths)'
})
export const updateAdminMove = define<{ body: MoveInput; response: AdminMove }>()({
  method: 'PUT', path: '/api/admin/training/moves/:id', access: training, summary: 'Edit a move, its media and its progressions and regressions'
})
export const setAdminMoveHidden = define<{ body: { hidden: boolean }; response: AdminMove }>()({
  method: 'PUT', path: '/api/admin/training/moves/:id/hidden', access: training, summary: 'Hide or show a move'
})

export const listAdminLibraries = define<{ query: { page?: number; size?: number }; response: Paged<AdminLibrary> }>()({
  method: 'GET', path: '/api/admin/training/libraries', access: training, summary: 'Move libraries'
})
export const createAdminLibrary = define<{ body: AdminLibraryInput; response: AdminLibrary }>()({
  method: 'POST', path: '/api/admin/training/libraries', access: training, summary: 'A company library'
})
export const updateAdminLibrary = define<{ body: AdminLibraryInput; response: AdminLibrary }>()({
  method: 'PUT', path: '/api/admin/training/libraries/:id', access: training, summary: 'Edit a library, its moves, publish or unpublish'
})
export const setAdminLibraryPublished = define<{ body: AdminPublishInput; response: AdminLibrary }>()({
  method: 'PUT', path: '/api/admin/training/libraries/:id/published', access: training, summary: 'Publish or unpublish a library (refused when it already is)'
})

export const listAdminPrograms = define<{ query: ProgramListQuery; response: Paged<AdminProgram> }>()({
  method: 'GET', path: '/api/admin/training/programs', access: training, summary: 'Strength programs, unpublished too'
})
export const getAdminProgram = define<{ response: AdminProgram }>()({
  method: 'GET', path: '/api/admin/training/programs/:id', access: training, summary: 'One program with its whole schedule'
})
export const createAdminProgram = define<{ body: AdminProgramInput; response: AdminProgram }>()({
  method: 'POST', path: '/api/admin/training/programs', access: training, summary: 'A program with its schedule'
})
export const updateAdminProgram = define<{ body: AdminProgramInput; response: AdminProgram }>()({
  method: 'PUT', path: '/api/admin/training/programs/:id', access: training, summary: 'Edit a program (replaces its schedule)'
})
export const updateAdminProgramSchedule = define<{ body: AdminProgramScheduleInput; response: AdminProgram }>()({
  method: 'PUT', path: '/api/admin/training/programs/:id/schedule', access: training,
  summary: 'Edit a program\'s schedule alone: days, moves, sets, reps, load and rest (refused when changed meanwhile)'
})
export const setAdminProgramPublished = define<{ body: AdminPublishInput; response: AdminProgram }>()({
  method: 'PUT', path: '/api/admin/training/programs/:id/published', access: training, summary: 'Publish or unpublish a program (refused when it already is)'
})
export const createUnlockCodes = define<{ body: AdminCodeBatchInput; response: AdminCodeBatch }>()({
  method: 'POST', path: '/api/admin/training/programs/:id/codes', access: training, summary: 'Generate a batch of single-use unlock codes for a program'
})
export const listUnlockCodes = define<{ query: AdminCodeListQuery; response: Paged<AdminUnlockCode> }>()({
  method: 'GET', path: '/api/admin/training/programs/:id/codes', access: training, summary: 'Unlock codes of a program, used or not'
})

export const listPlanReports = define<{ query: AdminReportListQuery; response: Paged<AdminPlanReport> }>()({
  method: 'GET', path: '/api/admin/training/reports', access: training, summary: 'Reported shared plans, open first'
})
export const decidePlanReport = define<{ body: AdminReportDecision; response: AdminPlanReport }>()({
  method: 'PUT', path: '/api/admin/training/reports/:id', access: training, summary: 'Hide the reported shared plan, or dismiss the report'
})
