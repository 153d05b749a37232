import type { Messages } from '../types'
import type zhHans from '../zh-Hans/training'

export default {
  menu: 'Trainer tool',
  muscles: {
    chest: 'Chest', back: 'Back', shoulders: 'Shoulders', biceps: 'Biceps', triceps: 'Triceps', forearms: 'Forearms', abs: 'Abs',
    obliques: 'Obliques', lower_back: 'Lower back', glutes: 'Glutes', quads: 'Quads', hamstrings: 'Hamstrings', calves: 'Calves',
    adductors: 'Adductors', neck: 'Neck', full_body: 'Full body'
  },
  functions: {
    upper_push: 'Upper push', upper_pull: 'Upper pull', squat: 'Squat', hinge: 'Hinge', lunge: 'Lunge', core: 'Core',
    carry: 'Carry', rotation: 'Rotation', locomotion: 'Locomotion', mobility: 'Mobility'
  },
  tools: {
    bodyweight: 'Bodyweight', barbell: 'Barbell', dumbbell: 'Dumbbell', kettlebell: 'Kettlebell', machine: 'Machine', cable: 'Cable',
    band: 'Band', pullup_bar: 'Pull-up bar', bench: 'Bench', medicine_ball: 'Medicine ball', trx: 'TRX', cardio_machine: 'Cardio machine'
  },
  units: { weight: 'Weight', distance: 'Distance', time: 'Time', reps: 'Reps' },
  access: { free: 'Free', code: 'Unlock code', purchase: 'Purchase' },
  moves: {
    menu: 'Moves', title: 'Moves', add: 'New move', editTitle: 'Edit move', createTitle: 'New move', keyword: 'Move name',
    hide: 'Hide', show: 'Show', hidden: 'Hidden', visible: 'Visible', hideConfirm: 'Users will no longer find this move (existing plans and logs keep it). Hide it?',
    fields: {
      name: 'Name', primaryMuscle: 'Primary muscle', secondaryMuscles: 'Secondary muscles', functionPart: 'Movement pattern', tool: 'Tool', unit: 'Measured in',
      level: 'Level (1-5)', cues: 'Cues (one per line)', mistakes: 'Common mistakes (one per line)', progressionNote: 'Progression and regression notes',
      progressionIds: 'Progressions', regressionIds: 'Regressions', picture: 'Demo picture', video: 'Demo video', status: 'Status', updatedAt: 'Updated'
    },
    upload: { upload: 'Upload picture', remove: 'Remove picture', video: 'Upload video', removeVideo: 'Remove video' }
  },
  libraries: {
    menu: 'Libraries', title: 'Move libraries', add: 'New library', editTitle: 'Edit library', createTitle: 'New library',
    publish: 'Publish', unpublish: 'Unpublish', published: 'Published', draft: 'Not published', company: 'Company', trainer: 'Trainer #{{id}}',
    fields: { name: 'Name', intro: 'Introduction', moves: 'Moves', owner: 'Owner', subscribers: 'Subscribers', status: 'Status' },
    movesHint: 'Type a move name to search'
  },
  programs: {
    menu: 'Strength programs', title: 'Strength programs', keyword: 'Program name', publish: 'Publish', unpublish: 'Unpublish', published: 'On sale', draft: 'Off sale',
    codes: 'Unlock codes', price: '¥{{price}}',
    fields: { title: 'Name', level: 'Level', weeks: 'Weeks', daysPerWeek: 'Days a week', access: 'Unlocked by', codes: 'Codes (used/issued)', status: 'Status', updatedAt: 'Updated' }
  },
  schedule: {
    edit: 'Edit schedule', title: 'Schedule: {{program}}', week: 'Week {{n}}', addWeek: 'Copy the last week as a new one', removeWeek: 'Remove this week',
    day: 'Day {{n}}', dayName: 'Name', restDay: 'Rest day', addModule: 'Add a module', removeModule: 'Remove module', moduleKind: 'Module',
    rounds: 'Rounds', moduleRest: 'Rest between rounds (s)', addMove: 'Add a move', removeMove: 'Remove move', move: 'Move', movePlaceholder: 'Type a move name to search',
    sets: 'Sets', addSet: 'Add a set', removeSet: 'Remove this set', reps: 'Reps', load: 'Load', loadMode: 'Load as', duration: 'Time (s)', rest: 'Rest (s)',
    saved: 'Schedule saved', noMoves: 'No moves',
    kinds: { warmup: 'Warm-up', main: 'Main', superset: 'Superset', circuit: 'Circuit', cooldown: 'Cool-down' },
    loadModes: { fixed: 'kg', percent_1rm: '% of 1RM', rir: 'RIR (reps in reserve)' }
  },
  codes: {
    title: 'Unlock codes: {{program}}', generate: 'Generate codes', count: 'How many (1-500)', expiresAt: 'Expires (empty: never)',
    generated: '{{n}} codes generated', used: 'Used', unused: 'Unused', all: 'All', close: 'Close',
    fields: { code: 'Code', batch: 'Batch', usedBy: 'Used by', usedAt: 'Used at', expiresAt: 'Expires', createdAt: 'Generated', state: 'State' }
  },
  reports: {
    menu: 'Reports', title: 'Reported shared plans', hide: 'Hide plan', dismiss: 'Dismiss', hideConfirm: 'The shared link will stop working for everyone. Hide it?',
    statuses: { open: 'Open', hidden: 'Hidden', dismissed: 'Dismissed' },
    fields: { plan: 'Plan', owner: 'Owner', reporter: 'Reported by', reason: 'Reason', status: 'Status', createdAt: 'Reported', handledAt: 'Handled' }
  }
} satisfies Messages<typeof zhHans>
