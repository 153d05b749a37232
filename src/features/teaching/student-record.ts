// What the learner's record (学员信息) sums up: attendance totals over the sessions listed, and the homework
// counts in the order a teacher reads them.
import type { AttendanceRecord } from '@contract/classroom/shapes'
import type { StudentInfo } from '@contract/classroom/teacher-shapes'

export const HOMEWORK_COUNTS = ['pending', 'submitted', 'approved', 'rejected'] as const satisfies readonly (keyof StudentInfo['homework'])[]

/** Present (late counts as present), on leave and absent; sessions not held yet count in none. */
export function attendanceTotals(records: readonly Pick<AttendanceRecord, 'status'>[]): { present: number; leave: number; absent: number } {
  const totals = { present: 0, leave: 0, absent: 0 }
  for (const { status } of records) {
    if (status === 'present' || status === 'late') totals.present++
    else if (status === 'leave') totals.leave++
    else if (status === 'absent') totals.absent++
  }
  return totals
}
