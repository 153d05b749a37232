// Writes the demo move library: moves, their pictures' rows, progression links, the company library, and a small
// library of the demo trainer's own moves.
import type { Db } from '../../src/db'
import { trainingLibraries, trainingLibraryMoves, trainingMoveLinks, trainingMoveMedia, trainingMoves } from '../../src/db/schema'
import { moveImagePath } from './media'
import { MISTAKES, progressionNote, SEED_MOVES, seedLinks } from './moves'

export type MoveIds = Map<string, number>

export async function insertMoves(db: Db): Promise<MoveIds> {
  const rows = await db.insert(trainingMoves).values(SEED_MOVES.map((m) => ({
    name: m.name, primaryMuscle: m.primaryMuscle, secondaryMuscles: m.secondaryMuscles, functionPart: m.functionPart, tool: m.tool,
    unit: m.unit, level: m.level, joints: m.joints, cues: m.cues, mistakes: MISTAKES[m.functionPart] ?? [],
    progressionNote: progressionNote(m), cover: moveImagePath(m.name)
  }))).returning({ id: trainingMoves.id, name: trainingMoves.name })
  const ids: MoveIds = new Map(rows.map((r) => [r.name, r.id]))
  await db.insert(trainingMoveMedia).values(SEED_MOVES.map((m) => ({
    moveId: ids.get(m.name)!, kind: 'image' as const, url: moveImagePath(m.name), poster: moveImagePath(m.name), caption: `${m.name}示意图`
  })))
  const links = seedLinks().flatMap(([easy, hard]) => [
    { moveId: ids.get(easy)!, targetId: ids.get(hard)!, kind: 'progression' as const },
    { moveId: ids.get(hard)!, targetId: ids.get(easy)!, kind: 'regression' as const }
  ])
  await db.insert(trainingMoveLinks).values(links).onConflictDoNothing()
  const [company] = await db.insert(trainingLibraries).values({ name: '绿动官方动作库', intro: '覆盖全身各肌群的标准动作，附动作要点与进阶退阶。', published: true })
    .returning({ id: trainingLibraries.id })
  await db.insert(trainingLibraryMoves).values(rows.map((r, i) => ({ libraryId: company.id, moveId: r.id, sort: i })))
  return ids
}

/** Two moves of the demo trainer's own, in the trainer's published library. */
export async function insertTrainerLibrary(db: Db, trainerId: number): Promise<void> {
  const own = await db.insert(trainingMoves).values([
    { name: '弹力带肩胛激活', primaryMuscle: 'back', secondaryMuscles: ['shoulders'], functionPart: 'mobility', tool: 'band', unit: 'reps', level: 1,
      joints: [], cues: ['双手与肩同宽握住弹力带', '手臂伸直向两侧拉开', '肩胛夹紧停顿一秒'], ownerId: trainerId, cover: '' },
    { name: '私教版壶铃绕环', primaryMuscle: 'abs', secondaryMuscles: ['shoulders', 'obliques'], functionPart: 'rotation', tool: 'kettlebell', unit: 'reps', level: 2,
      joints: ['lower_back'], cues: ['双脚与肩同宽站稳', '壶铃绕身体一圈换手', '核心收紧不晃动'], ownerId: trainerId, cover: '' }
  ]).returning({ id: trainingMoves.id })
  const [lib] = await db.insert(trainingLibraries).values({ name: '演示私教的动作库', intro: '私教常用的激活与核心动作。', ownerId: trainerId, published: true })
    .returning({ id: trainingLibraries.id })
  await db.insert(trainingLibraryMoves).values(own.map((m, i) => ({ libraryId: lib.id, moveId: m.id, sort: i })))
}
