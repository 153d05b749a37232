// The certification area of the console (考试与证书, role academic or admin): exam registrations with one sitting's
// actions (close registration, admit cards, judges) and score corrections, exam rules and rubrics, certificates.
import { createElement } from 'react'
import { AuditOutlined, FormOutlined, IdcardOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import * as api from '@contract/certification/admin-endpoints'
import type { AdminResource } from '../types'
import { CertificateList } from './CertificateList'
import { ExamSetupScreen } from './ExamSetupScreen'
import { RegistrationList } from './RegistrationList'

const parent = 'certification-area'

export const certificationResources: AdminResource[] = [
  { name: parent, area: 'certification', label: 'certification.menu', icon: createElement(SafetyCertificateOutlined), api: {} },
  {
    name: 'exam-registrations', area: 'certification', label: 'certification.registrations.menu', icon: createElement(IdcardOutlined), parent,
    api: { list: api.listAdminRegistrations }, list: RegistrationList
  },
  {
    name: 'exam-setup', area: 'certification', label: 'certification.setup.menu', icon: createElement(FormOutlined), parent,
    api: {}, list: ExamSetupScreen
  },
  {
    name: 'certificates', area: 'certification', label: 'certification.certificates.menu', icon: createElement(AuditOutlined), parent,
    api: { list: api.listAdminCertificates }, list: CertificateList
  }
]
