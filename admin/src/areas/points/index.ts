// The points area: every user's ledger, and the manual adjustment (the create page).
import { createElement } from 'react'
import { GiftOutlined } from '@ant-design/icons'
import * as api from '@contract/catalog/points-admin-endpoints'
import type { AdminResource } from '../types'
import { PointsAdjust } from './PointsAdjust'
import { PointsList } from './PointsList'

export const pointsResources: AdminResource[] = [
  {
    name: 'points',
    area: 'points',
    label: 'points.menu',
    icon: createElement(GiftOutlined),
    api: { list: api.listAdminPointsLedger, create: api.adjustAdminPoints },
    list: PointsList,
    create: PointsAdjust
  }
]
