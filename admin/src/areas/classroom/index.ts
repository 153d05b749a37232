// The classroom area of the console (教务, role academic or admin): venues, a class's page (venue and teachers,
// sessions with teacher per session and attendance corrections, roster with CSV export, enrol/gift by phone,
// transfer on behalf, cancel), leave review, transfer and retrain records, ratings; one menu group.
import { createElement } from 'react'
import { EnvironmentOutlined, ScheduleOutlined, SolutionOutlined, StarOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons'
import * as api from '@contract/classroom/admin-endpoints'
import { getAdminClass } from '@contract/catalog/admin-endpoints'
import type { AdminResource } from '../types'
import { ClassFinder } from './ClassFinder'
import { ClassroomShow } from './ClassroomShow'
import { LeaveList } from './LeaveList'
import { RatingList } from './RatingList'
import { SeatMoveList } from './SeatMoveList'
import { VenueList } from './VenueList'

const parent = 'classroom-area'

export const classroomResources: AdminResource[] = [
  { name: parent, area: 'classroom', label: 'classroom.menu', icon: createElement(TeamOutlined), api: {} },
  {
    name: 'classroom-classes', area: 'classroom', label: 'classroom.classes.menu', icon: createElement(ScheduleOutlined), parent,
    api: { one: getAdminClass }, list: ClassFinder, show: ClassroomShow
  },
  {
    name: 'venues', area: 'classroom', label: 'classroom.venues.menu', icon: createElement(EnvironmentOutlined), parent,
    api: { list: api.listAdminVenues, create: api.createAdminVenue, update: api.updateAdminVenue, remove: api.deleteAdminVenue },
    list: VenueList
  },
  { name: 'class-roster', area: 'classroom', label: 'classroom.roster.title', hidden: true, api: { list: api.listAdminRoster } },
  {
    name: 'class-leaves', area: 'classroom', label: 'classroom.leaves.menu', icon: createElement(SolutionOutlined), parent,
    api: { list: api.listAdminLeaves }, list: LeaveList
  },
  {
    name: 'seat-moves', area: 'classroom', label: 'classroom.moves.menu', icon: createElement(SwapOutlined), parent,
    api: { list: api.listAdminSeatMoves }, list: SeatMoveList
  },
  {
    name: 'class-ratings', area: 'classroom', label: 'classroom.ratings.menu', icon: createElement(StarOutlined), parent,
    api: { list: api.listAdminRatings }, list: RatingList
  }
]
