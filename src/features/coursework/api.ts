// The coursework area's calls (course documents, homework, grading), through the endpoint definitions.
import * as catalogApi from '@contract/catalog/endpoints'
import * as docs from '@contract/classroom/documents-endpoints'
import * as hw from '@contract/classroom/homework-endpoints'
import type { GradeInput, HomeworkSubmitInput } from '@contract/classroom/homework-shapes'
import { call } from '@/shared/request'

export const listDocCourses = () => call(docs.listDocCourses)
export const getDocCatalogue = (goodsId: number) => call(docs.getDocCatalogue, { params: { goodsId } })
export const openDocItem = (id: number) => call(docs.openDocItem, { params: { id } })
/** Quiet: a refused save (a jump ahead) is handled by the player, never a modal over the video. */
export const saveDocProgress = (id: number, positionSec: number) =>
  call(docs.saveDocProgress, { params: { id }, body: { positionSec } }, { quiet: true })
/** The course as the catalog shows it: its description and its classes. */
export const getCourseGoods = (id: number) => call(catalogApi.getGoods, { params: { id } })

export const listMyHomework = (goodsId?: number) => call(hw.listMyHomework, { query: goodsId ? { goodsId } : {} })
export const getMyHomework = (id: number) => call(hw.getMyHomework, { params: { id } })
export const submitHomework = (id: number, body: HomeworkSubmitInput) => call(hw.submitHomework, { params: { id }, body })

export const listGradingClasses = () => call(hw.listGradingClasses)
export const listGradingTasks = (classId: number) => call(hw.listGradingTasks, { params: { classId } })
export const listGradingSubmissions = (classId: number, taskId: number) =>
  call(hw.listGradingSubmissions, { params: { classId, taskId } })
export const getGradingSubmission = (id: number) => call(hw.getGradingSubmission, { params: { id } })
export const gradeHomework = (id: number, body: GradeInput) => call(hw.gradeHomework, { params: { id }, body })
