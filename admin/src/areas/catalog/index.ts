// The catalog area of the console: goods (list, detail with publishing, create, edit) and, reached from a goods's
// page, its classes and exam sessions (hidden resources whose list and create take `meta.params.goodsId`).
import { createElement } from 'react'
import { ShoppingOutlined } from '@ant-design/icons'
import * as api from '@contract/catalog/admin-endpoints'
import type { AdminResource } from '../types'
import { GoodsCreate, GoodsEdit } from './GoodsEditPages'
import { GoodsList } from './GoodsList'
import { GoodsShow } from './GoodsShow'

export const catalogResources: AdminResource[] = [
  {
    name: 'goods',
    area: 'catalog',
    label: 'catalog.menu',
    icon: createElement(ShoppingOutlined),
    api: { list: api.listAdminGoods, one: api.getAdminGoods, create: api.createAdminGoods, update: api.updateAdminGoods },
    list: GoodsList,
    show: GoodsShow,
    create: GoodsCreate,
    edit: GoodsEdit
  },
  {
    name: 'classes',
    area: 'classes',
    label: 'catalog.classes.title',
    hidden: true,
    api: { list: api.listAdminClasses, one: api.getAdminClass, create: api.createAdminClass, update: api.updateAdminClass }
  },
  {
    name: 'exam-sessions',
    area: 'classes',
    label: 'catalog.sessions.title',
    hidden: true,
    api: { list: api.listAdminExamSessions, one: api.getAdminExamSession, create: api.createAdminExamSession, update: api.updateAdminExamSession }
  }
]
