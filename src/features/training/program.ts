// Loading a program for its pages: the one the link names, else the first published one.
import type { ProgramDetail } from '@contract/training/shapes'
import { getProgram, listPrograms } from './api'

export async function loadProgramOrFirst(id: number | undefined): Promise<ProgramDetail | null> {
  if (id) return getProgram(id)
  const first = (await listPrograms({ page: 1, size: 1 })).list[0]
  return first ? getProgram(first.id) : null
}
