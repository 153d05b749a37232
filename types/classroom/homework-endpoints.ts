// Homework endpoints: the learner's tasks and answers (pages/course/task/*), the teacher's grading
// (pages/private/teacher/courseTask/*), a teacher seeing only the classes they teach.
import type {
  GradeInput, GradingClass, GradingSubmission, GradingSubmissionSummary, GradingTask, HomeworkSubmitInput,
  HomeworkTask, HomeworkTaskSummary
} from './homework-shapes'
import { define } from '../define'

export const listMyHomework = define<{ query: { goodsId?: number }; response: HomeworkTaskSummary[] }>()({
  method: 'GET', path: '/api/classroom/homework', access: 'user',
  summary: 'Homework of the courses and classes the learner holds, with the state of their answer'
})

export const getMyHomework = define<{ response: HomeworkTask }>()({
  method: 'GET', path: '/api/classroom/homework/:id', access: 'user',
  summary: 'One task with the learner\'s answer, score and teacher\'s comment'
})

export const submitHomework = define<{ body: HomeworkSubmitInput; response: HomeworkTask }>()({
  method: 'POST', path: '/api/classroom/homework/:id/submit', access: 'user',
  summary: 'Hands in (or again after rejection) text, images and a video of at most 60 s'
})

const teacher = { roles: ['teacher'] } as const

export const listGradingClasses = define<{ response: GradingClass[] }>()({
  method: 'GET', path: '/api/classroom/grading/classes', access: teacher,
  summary: 'The classes the teacher teaches, with how many answers wait for grading'
})

export const listGradingTasks = define<{ response: GradingTask[] }>()({
  method: 'GET', path: '/api/classroom/grading/classes/:classId/tasks', access: teacher,
  summary: 'Tasks of one of the teacher\'s classes'
})

export const listGradingSubmissions = define<{ response: GradingSubmissionSummary[] }>()({
  method: 'GET', path: '/api/classroom/grading/classes/:classId/tasks/:taskId/submissions', access: teacher,
  summary: 'Answers to a task from the learners of one of the teacher\'s classes'
})

export const getGradingSubmission = define<{ response: GradingSubmission }>()({
  method: 'GET', path: '/api/classroom/grading/submissions/:id', access: teacher,
  summary: 'One answer; opening a submitted answer takes it up for grading (pending)'
})

export const gradeHomework = define<{ body: GradeInput; response: GradingSubmission }>()({
  method: 'POST', path: '/api/classroom/grading/submissions/:id/grade', access: teacher,
  summary: 'Approves or rejects an answer with a comment and a score'
})
