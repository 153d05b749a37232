// The online-exams area of the console (在线考试, role academic or admin): the question bank with its spreadsheet
// import, papers and their rules, and the results of every attempt.
import { createElement } from 'react'
import { BarChartOutlined, DatabaseOutlined, FileTextOutlined, ReadOutlined } from '@ant-design/icons'
import * as api from '@contract/exams/admin-endpoints'
import type { AdminResource } from '../types'
import { AttemptList } from './AttemptList'
import { PaperList } from './PaperList'
import { QuestionList } from './QuestionList'

const parent = 'exams-area'

export const examsResources: AdminResource[] = [
  { name: parent, area: 'exams', label: 'exams.menu', icon: createElement(ReadOutlined), api: {} },
  {
    name: 'exam-questions', area: 'exams', label: 'exams.questions.menu', icon: createElement(DatabaseOutlined), parent,
    api: { list: api.listAdminQuestions }, list: QuestionList
  },
  {
    name: 'exam-papers', area: 'exams', label: 'exams.papers.menu', icon: createElement(FileTextOutlined), parent,
    api: { list: api.listAdminPapers }, list: PaperList
  },
  {
    name: 'exam-attempts', area: 'exams', label: 'exams.attempts.menu', icon: createElement(BarChartOutlined), parent,
    api: { list: api.listAdminAttempts }, list: AttemptList
  }
]
