// The agreements area of the console: the user agreement, the privacy policy and the goods agreements (list, detail
// with the version history, edit = a new version, a new goods agreement); versions are a hidden resource read with
// `meta.params.id`.
import { createElement } from 'react'
import { FileProtectOutlined } from '@ant-design/icons'
import * as api from '@contract/catalog/agreements-admin-endpoints'
import type { AdminResource } from '../types'
import { AgreementCreate, AgreementEdit } from './AgreementEditPages'
import { AgreementList } from './AgreementList'
import { AgreementShow } from './AgreementShow'

export const agreementsResources: AdminResource[] = [
  {
    name: 'agreements',
    area: 'agreements',
    label: 'agreements.menu',
    icon: createElement(FileProtectOutlined),
    api: { list: api.listAdminAgreements, one: api.getAdminAgreement, create: api.createAdminAgreement, update: api.updateAdminAgreement },
    list: AgreementList,
    show: AgreementShow,
    create: AgreementCreate,
    edit: AgreementEdit
  },
  {
    name: 'agreement-versions',
    area: 'agreements',
    label: 'agreements.versions.title',
    hidden: true,
    api: { list: api.listAdminAgreementVersions }
  }
]
