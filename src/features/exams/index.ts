// Public entry of the exams feature: the course pages link to a course's practice, exams and challenges with it.
export { listPapers } from './api'
export { PaperCard } from './components/paper-card'
