import type { Messages } from '../types'
import type zhHans from '../zh-Hans/training'

export default {
  menu: '私教寶',
  muscles: {
    chest: '胸', back: '背', shoulders: '肩', biceps: '肱二頭', triceps: '肱三頭', forearms: '前臂', abs: '腹',
    obliques: '腹斜肌', lower_back: '下背', glutes: '臀', quads: '股四頭', hamstrings: '膕繩肌', calves: '小腿',
    adductors: '內收肌', neck: '頸', full_body: '全身'
  },
  functions: {
    upper_push: '上肢推', upper_pull: '上肢拉', squat: '蹲', hinge: '髖鉸鏈', lunge: '弓步', core: '核心',
    carry: '負重行走', rotation: '旋轉', locomotion: '移動', mobility: '靈活性'
  },
  tools: {
    bodyweight: '自重', barbell: '槓鈴', dumbbell: '啞鈴', kettlebell: '壺鈴', machine: '器械', cable: '繩索',
    band: '彈力帶', pullup_bar: '單槓', bench: '臥推凳', medicine_ball: '藥球', trx: 'TRX', cardio_machine: '有氧器械'
  },
  units: { weight: '重量', distance: '距離', time: '時間', reps: '次數' },
  access: { free: '免費', code: '兌換碼解鎖', purchase: '購買解鎖' },
  moves: {
    menu: '動作庫', title: '動作', add: '新增動作', editTitle: '編輯動作', createTitle: '新增動作', keyword: '動作名稱',
    hide: '隱藏', show: '顯示', hidden: '已隱藏', visible: '顯示中', hideConfirm: '隱藏後用戶不再能搜到該動作（已有計劃和記錄不受影響），確定？',
    fields: {
      name: '名稱', primaryMuscle: '主要肌群', secondaryMuscles: '次要肌群', functionPart: '功能部位', tool: '器械', unit: '計量方式',
      level: '難度（1-5）', cues: '動作要點（每行一條）', mistakes: '常見錯誤（每行一條）', progressionNote: '進階與退階說明',
      progressionIds: '進階動作', regressionIds: '退階動作', picture: '示範圖片', video: '示範影片', status: '狀態', updatedAt: '更新時間'
    },
    upload: { upload: '上傳圖片', remove: '移除圖片', video: '上傳影片', removeVideo: '移除影片' }
  },
  libraries: {
    menu: '動作庫發佈', title: '動作庫', add: '新建動作庫', editTitle: '編輯動作庫', createTitle: '新建動作庫',
    publish: '發佈', unpublish: '下架', published: '已發佈', draft: '未發佈', company: '公司', trainer: '教練 #{{id}}',
    fields: { name: '名稱', intro: '簡介', moves: '動作', owner: '歸屬', subscribers: '訂閱人數', status: '狀態' },
    movesHint: '輸入動作名稱搜尋'
  },
  programs: {
    menu: '力訓計劃', title: '力訓計劃', keyword: '計劃名稱', publish: '上架', unpublish: '下架', published: '已上架', draft: '未上架',
    codes: '兌換碼', price: '¥{{price}}',
    fields: { title: '名稱', level: '難度', weeks: '週數', daysPerWeek: '每週練', access: '解鎖方式', codes: '兌換碼（已用/已發）', status: '狀態', updatedAt: '更新時間' }
  },
  schedule: {
    edit: '編輯課表', title: '編輯課表：{{program}}', week: '第{{n}}週', addWeek: '複製末週為新一週', removeWeek: '刪除本週',
    day: '第{{n}}天', dayName: '名稱', restDay: '休息日', addModule: '新增模組', removeModule: '刪除模組', moduleKind: '模組',
    rounds: '輪數', moduleRest: '組間休息（秒）', addMove: '新增動作', removeMove: '刪除動作', move: '動作', movePlaceholder: '輸入動作名稱搜尋',
    sets: '組', addSet: '加一組', removeSet: '刪除這一組', reps: '次數', load: '負荷', loadMode: '負荷方式', duration: '時長（秒）', rest: '休息（秒）',
    saved: '課表已儲存', noMoves: '沒有動作',
    kinds: { warmup: '熱身', main: '主訓練', superset: '超級組', circuit: '循環', cooldown: '放鬆' },
    loadModes: { fixed: '公斤', percent_1rm: '%1RM', rir: 'RIR（保留次數）' }
  },
  codes: {
    title: '兌換碼：{{program}}', generate: '生成兌換碼', count: '數量（1-500）', expiresAt: '過期時間（不填則長期有效）',
    generated: '已生成 {{n}} 個兌換碼', used: '已使用', unused: '未使用', all: '全部', close: '關閉',
    fields: { code: '兌換碼', batch: '批次', usedBy: '使用人', usedAt: '使用時間', expiresAt: '過期時間', createdAt: '生成時間', state: '狀態' }
  },
  reports: {
    menu: '檢舉處理', title: '被檢舉的分享計劃', hide: '隱藏計劃', dismiss: '駁回', hideConfirm: '隱藏後該分享連結對所有人失效，確定？',
    statuses: { open: '待處理', hidden: '已隱藏', dismissed: '已駁回' },
    fields: { plan: '計劃', owner: '計劃主人', reporter: '檢舉人', reason: '原因', status: '狀態', createdAt: '檢舉時間', handledAt: '處理時間' }
  }
} satisfies Messages<typeof zhHans>
