// The training area of the console (私教宝, role admin or content): company moves and their media, move libraries
// and their publication, strength programs on and off the shelf with their unlock codes, reported shared plans;
// one menu group.
import { createElement } from 'react'
import { AppstoreOutlined, BookOutlined, FireOutlined, FlagOutlined, ThunderboltOutlined } from '@ant-design/icons'
import * as api from '@contract/training/admin-endpoints'
import type { AdminResource } from '../types'
import { LibraryList } from './LibraryList'
import { MoveList } from './MoveList'
import { ProgramList } from './ProgramList'
import { ReportList } from './ReportList'

const parent = 'training-area'

export const trainingResources: AdminResource[] = [
  { name: parent, area: 'training', label: 'training.menu', icon: createElement(FireOutlined), api: {} },
  {
    name: 'training-moves', area: 'training', label: 'training.moves.menu', icon: createElement(ThunderboltOutlined), parent,
    api: { list: api.listAdminMoves, one: api.getAdminMove, create: api.createAdminMove, update: api.updateAdminMove }, list: MoveList
  },
  {
    name: 'training-libraries', area: 'training', label: 'training.libraries.menu', icon: createElement(AppstoreOutlined), parent,
    api: { list: api.listAdminLibraries, create: api.createAdminLibrary, update: api.updateAdminLibrary }, list: LibraryList
  },
  {
    name: 'training-programs', area: 'training', label: 'training.programs.menu', icon: createElement(BookOutlined), parent,
    api: { list: api.listAdminPrograms, one: api.getAdminProgram }, list: ProgramList
  },
  // The codes of one program (the codes dialog's table and CSV export; GET …/programs/:id/codes with meta.params.id).
  { name: 'training-codes', area: 'training', label: 'training.programs.codes', hidden: true, api: { list: api.listUnlockCodes } },
  {
    name: 'training-reports', area: 'training', label: 'training.reports.menu', icon: createElement(FlagOutlined), parent,
    api: { list: api.listPlanReports }, list: ReportList
  }
]
